import { useMessages } from '../../i18n/useMessages';
import { RegionProvinceFields } from '../../regions/components/RegionProvinceFields';
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
  const form = useSendPushForm();
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <FormAlert message={form.error} />
      <fieldset className={formStyles.radios}>
        <legend>{t.sendPushTarget}</legend>
        <label className={formStyles.radio}>
          <input
            type="radio"
            name="push-target"
            checked={form.target === 'all'}
            onChange={() => {
              form.setTarget('all');
            }}
          />
          {t.sendPushAll}
        </label>
        <label className={formStyles.radio}>
          <input
            type="radio"
            name="push-target"
            checked={form.target === 'area'}
            onChange={() => {
              form.setTarget('area');
            }}
          />
          {t.sendPushArea}
        </label>
      </fieldset>
      {form.target === 'area' && (
        <div className={formStyles.grid}>
          <RegionProvinceFields
            region={form.area.region}
            province={form.area.province}
            onChange={form.setArea}
            required
          />
        </div>
      )}
      <FormField label={t.sendPushSubject} required>
        {(field) => (
          <input
            {...field}
            className={formStyles.control}
            value={form.title}
            onChange={(event) => {
              form.setTitle(event.target.value);
            }}
          />
        )}
      </FormField>
      <FormField
        label={t.sendPushMessage}
        required
        hint={
          <span className={form.message.length > HINT_LENGTH ? styles.over : undefined}>
            {`${t.sendPushHint} (${String(form.message.length)}/${String(HINT_LENGTH)})`}
          </span>
        }
      >
        {(field) => (
          <textarea
            {...field}
            className={formStyles.control}
            placeholder={t.sendPushHint}
            value={form.message}
            onChange={(event) => {
              form.setMessage(event.target.value);
            }}
          />
        )}
      </FormField>
      <FormActions>
        <Button type="submit" variant="primary" busy={form.sending}>
          {t.sendPushButton}
        </Button>
      </FormActions>
    </form>
  );
}
