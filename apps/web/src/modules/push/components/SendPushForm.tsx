import { useMessages } from '../../i18n';
import { RegionProvinceFields } from '../../regions';
import { Button } from '../../ui/Button';
import { formStyles } from '../../ui/controls';
import { FormActions } from '../../ui/FormActions';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import { useSendPushForm } from '../hooks/useSendPushForm';
import styles from './SendPushForm.module.css';

const HINT_LENGTH = 100;

/** Compose a push: the target, a title, a message with the 100-character hint (not enforced, spec §5). */
export function SendPushForm() {
  const t = useMessages();
  const { form, error, onSubmit, sending } = useSendPushForm();
  const { register, setValue, watch } = form;
  const [target, region, province, message] = watch(['target', 'region', 'province', 'message']);
  return (
    <form noValidate className={styles.form} onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={error} />
      <fieldset className={formStyles.radios}>
        <legend>{t.sendPushTarget}</legend>
        <label className={formStyles.radio}>
          <input type="radio" value="all" {...register('target')} />
          {t.sendPushAll}
        </label>
        <label className={formStyles.radio}>
          <input type="radio" value="area" {...register('target')} />
          {t.sendPushArea}
        </label>
      </fieldset>
      {target === 'area' && (
        <div className={formStyles.grid}>
          <RegionProvinceFields
            region={region}
            province={province}
            onChange={(area) => {
              setValue('region', area.region);
              setValue('province', area.province);
            }}
            required
          />
        </div>
      )}
      <FormField label={t.sendPushSubject} required>
        {(field) => <input {...field} className={formStyles.control} {...register('title')} />}
      </FormField>
      <FormField
        label={t.sendPushMessage}
        required
        hint={
          <span className={message.length > HINT_LENGTH ? styles.over : undefined}>
            {`${t.sendPushHint} (${String(message.length)}/${String(HINT_LENGTH)})`}
          </span>
        }
      >
        {(field) => (
          <textarea
            {...field}
            className={formStyles.control}
            placeholder={t.sendPushHint}
            {...register('message')}
          />
        )}
      </FormField>
      <FormActions>
        <Button type="submit" variant="primary" busy={sending}>
          {t.sendPushButton}
        </Button>
      </FormActions>
    </form>
  );
}
