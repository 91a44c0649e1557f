import { MISSION_STATUSES } from '@stamp/shared';

import { useMessages } from '../../i18n';
import { formStyles } from '../../ui/controls';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import type { MissionForm } from '../hooks/useMissionForm';
import { PACING_FIELDS } from '../validation-schemas/missionRules';
import { StampPreview } from './StampPreview';
import styles from './MissionFields.module.css';

/**
 * Mission name, period, Hit Number, the pacing (blank = no limit; and the event setting on the detail
 * popup), with a stamp preview.
 */
export function MissionFields({ form, withStatus = false }: { form: MissionForm; withStatus?: boolean }) {
  const t = useMessages();
  const { field: input, errors } = form;
  const statusLabel = { ongoing: t.missionOngoing, pended: t.missionPended, finished: t.missionFinished };
  return (
    <div className={styles.fields}>
      <FormAlert message={form.alert} />
      <div className={formStyles.grid}>
        <FormField label={t.missionName} error={errors.name} required className={formStyles.wide}>
          {(field) => <input {...field} className={formStyles.control} {...input('name')} />}
        </FormField>
        <FormField label={t.missionStart} error={errors.start_date} required>
          {(field) => (
            <input {...field} type="date" className={formStyles.control} {...input('start_date')} />
          )}
        </FormField>
        <FormField label={t.missionEnd} error={errors.expire_date} required>
          {(field) => (
            <input {...field} type="date" className={formStyles.control} {...input('expire_date')} />
          )}
        </FormField>
        <FormField label={t.missionHitNumber} error={errors.max_stamp_count} required>
          {(field) => (
            <input
              {...field}
              inputMode="numeric"
              className={formStyles.control}
              placeholder={t.missionHitPlaceholder}
              {...input('max_stamp_count')}
            />
          )}
        </FormField>
        {withStatus && (
          <fieldset className={formStyles.radios}>
            <legend>{t.missionEventSetting}</legend>
            {MISSION_STATUSES.map((status) => (
              <label key={status} className={formStyles.radio}>
                <input type="radio" value={status} {...input('status')} />
                {statusLabel[status]}
              </label>
            ))}
          </fieldset>
        )}
        <div className={`${formStyles.wide} ${styles.pacing}`}>
          {PACING_FIELDS.map(({ field: name, label }) => (
            <FormField key={name} label={t[label]} error={errors[name]} hint={t.missionNoLimit}>
              {(field) => (
                <input {...field} inputMode="numeric" className={formStyles.control} {...input(name)} />
              )}
            </FormField>
          ))}
        </div>
      </div>
      <StampPreview count={form.stamps} />
    </div>
  );
}
