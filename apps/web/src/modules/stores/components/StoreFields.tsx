import { useWatch } from 'react-hook-form';
import { MAX_NORMAL_STORE_IMAGES } from '@stamp/shared';
import { STORE_FIELD_RULES } from '@stamp/shared/rules';

import { useMessages } from '../../i18n';
import { RegionProvinceFields } from '../../regions';
import { formStyles } from '../../ui/controls';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import { ImagePicker, type PickedImage } from '../../ui/ImagePicker';
import { useConfirm } from '../../ui/useConfirm';
import type { useStoreForm } from '../hooks/useStoreForm';
import { StampModeChoice } from './StampModeChoice';
import styles from './StoreFields.module.css';

type StoreForm = ReturnType<typeof useStoreForm>;

/** The fields and photos of a store, laid out for the registration page and the edit popup. */
export function StoreFields({ store }: { store: StoreForm }) {
  const t = useMessages();
  const confirm = useConfirm();
  const { form, images, alert } = store;
  const { register, formState, control, setValue } = form;
  const errors = formState.errors;
  // The region, province and stamp mode are chosen in controls of ours, not inputs: their values are set
  // as an input's would be (dirty, and checked again once the form has been submitted). Not with
  // react-hook-form's Controller: it would add a kilobyte to the forms chunk every phone's form loads.
  const [region, province, stampMode] = useWatch({ control, name: ['region', 'province', 'stamp_mode'] });
  const chosen = { shouldDirty: true, shouldValidate: formState.isSubmitted };

  const removeImage = async (image: PickedImage) => {
    if (!image.pending) {
      const sure = await confirm({
        title: t.delete,
        message: t.imageDeleteConfirm,
        danger: true,
        confirmLabel: t.delete,
      });
      if (!sure) return;
    }
    images.remove(image);
  };

  const text = (
    name: 'name' | 'password' | 'owner_name' | 'email' | 'phone_number' | 'owner_phone' | 'address',
    label: string,
    type = 'text',
  ) => (
    <FormField
      label={label}
      error={errors[name]?.message}
      required
      className={name === 'address' ? formStyles.wide : undefined}
    >
      {(field) => (
        <input
          {...field}
          type={type}
          maxLength={STORE_FIELD_RULES[name].maxLength}
          className={formStyles.control}
          {...register(name)}
        />
      )}
    </FormField>
  );

  return (
    <div className={styles.layout}>
      <FormAlert message={alert} />
      <div className={formStyles.grid}>
        <FormField label={t.storeCode} hint={t.storeCodeHint}>
          {(field) => (
            <input
              {...field}
              className={`${formStyles.control} ${styles.code}`}
              readOnly
              {...register('code')}
            />
          )}
        </FormField>
        {text('name', t.storeName)}
        {text('password', t.storePassword)}
        {text('owner_name', t.storeOwnerName)}
        {text('email', t.storeEmail, 'email')}
        {text('phone_number', t.storePhone, 'tel')}
        {text('owner_phone', t.storeOwnerPhone, 'tel')}
        <RegionProvinceFields
          region={region}
          province={province}
          required
          regionError={errors.region?.message}
          provinceError={errors.province?.message}
          onChange={(next) => {
            setValue('region', next.region, chosen);
            setValue('province', next.province, chosen);
          }}
        />
        {text('address', t.address)}
        <FormField
          label={t.storeOwnerPasswordField}
          hint={t.storeOwnerPasswordHint}
          error={errors.owner_password?.message}
        >
          {(field) => (
            <input
              {...field}
              type="password"
              autoComplete="new-password"
              className={formStyles.control}
              {...register('owner_password')}
            />
          )}
        </FormField>
        {!store.creating && (
          <div className={formStyles.wide}>
            <StampModeChoice
              value={stampMode}
              onChange={(mode) => {
                setValue('stamp_mode', mode, chosen);
              }}
            />
          </div>
        )}
      </div>
      <div className={styles.photos}>
        <ImagePicker
          label={t.storeRepresentativeImage}
          images={images.representative}
          max={1}
          onAdd={(files) => {
            images.add('representative', files);
          }}
          onRemove={(image) => void removeImage(image)}
        />
        <ImagePicker
          label={t.storeNormalImages}
          images={images.normal}
          multiple
          max={MAX_NORMAL_STORE_IMAGES}
          onAdd={(files) => {
            images.add('normal', files);
          }}
          onRemove={(image) => void removeImage(image)}
          hint={images.changed ? t.imageStagedHint : t.storeNormalImagesHint}
        />
      </div>
    </div>
  );
}
