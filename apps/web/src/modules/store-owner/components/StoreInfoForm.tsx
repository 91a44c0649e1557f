import { MAX_NORMAL_STORE_IMAGES } from '@stamp/shared';
import { STORE_FIELD_RULES } from '@stamp/shared/rules';
import type { InputHTMLAttributes } from 'react';
import { useWatch } from 'react-hook-form';

import { useMessages } from '../../i18n';
import {
  ConfirmSheet,
  FormOutcome,
  MobileField,
  SubmitButton,
  mobileFormStyles as styles,
} from '../../mobile-shell';
import { MobileAreaFields } from '../../regions';
import type { StoreFull } from '../../stores';
import { StampModeChoice } from '../../stores';
import { ImagePicker } from '../../ui/ImagePicker';
import { useStoreInfoForm } from '../hooks/useStoreInfoForm';
import type { StoreInfoValues } from '../validation-schemas/storeInfoSchema';

type TextKey = Exclude<keyof StoreInfoValues, 'region' | 'province' | 'stamp_mode'>;

/**
 * Spec §2 /info and §5: the store's information; the code and the name are not editable (only an
 * administrator renames a store); the add button hides at 15.
 */
export function StoreInfoForm({ store }: { store: StoreFull }) {
  const t = useMessages();
  const form = useStoreInfoForm(store);
  const { images } = form;
  const [region, province, stampMode] = useWatch({
    control: form.form.control,
    name: ['region', 'province', 'stamp_mode'],
  });

  const text = (key: TextKey, label: string, attributes: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <MobileField label={label}>
      {(control) => (
        <input
          {...control}
          maxLength={STORE_FIELD_RULES[key].maxLength}
          {...attributes}
          {...form.form.register(key)}
        />
      )}
    </MobileField>
  );

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void form.onSubmit(event)}
      onChange={form.changed}
      noValidate
    >
      <MobileField label={t.storeCode} hint={t.ownerCodeFixed}>
        {(control) => <input {...control} value={store.code} readOnly disabled />}
      </MobileField>
      <MobileField label={t.storeName} hint={t.storeRenameAdminOnly}>
        {(control) => <input {...control} value={store.name} readOnly disabled />}
      </MobileField>
      {text('password', t.storePassword, { autoComplete: 'off' })}
      <StampModeChoice
        value={stampMode}
        onChange={(mode) => {
          form.form.setValue('stamp_mode', mode);
        }}
      />
      {text('phone_number', t.storePhone, { type: 'tel', inputMode: 'tel' })}
      <MobileAreaFields
        region={region}
        province={province}
        onChange={(area) => {
          form.form.setValue('region', area.region);
          form.form.setValue('province', area.province);
        }}
      />
      {text('address', t.address, { autoComplete: 'street-address' })}
      <ImagePicker
        label={t.storeRepresentativeImage}
        images={images.representative}
        max={1}
        onAdd={(files) => {
          images.add('representative', files);
        }}
        onRemove={(image) => void form.removeImage(image)}
      />
      <ImagePicker
        label={t.storeNormalImages}
        images={images.normal}
        multiple
        max={MAX_NORMAL_STORE_IMAGES}
        onAdd={(files) => {
          images.add('normal', files);
        }}
        onRemove={(image) => void form.removeImage(image)}
        hint={images.changed ? t.ownerPhotosStaged : t.storeNormalImagesHint}
      />
      <FormOutcome error={form.error} status={form.done} />
      <SubmitButton busy={form.saving}>{t.mobileSave}</SubmitButton>
      <ConfirmSheet {...form.confirmSheet} />
    </form>
  );
}
