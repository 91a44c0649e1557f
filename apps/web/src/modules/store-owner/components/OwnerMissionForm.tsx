import { useMessages } from '../../i18n';
import { PACING_FIELDS } from '../../missions';
import {
  ConfirmSheet,
  FormOutcome,
  MobileField,
  SubmitButton,
  mobileFormStyles as styles,
} from '../../mobile-shell';
import type { Mission } from '../api/storeOwnerApi';
import { useOwnerMissionForm, type MissionChoice } from '../hooks/useOwnerMissionForm';
import ownStyles from './OwnerMissionForm.module.css';

const STATUS_LABEL = {
  in_progress: 'ownerMissionInProgress',
  stopped: 'ownerMissionStopped',
  ended: 'ownerMissionEnded',
} as const;

/** Spec §2 /manage and §4: organize an event (create or update the mission) or end it (delete). */
export function OwnerMissionForm({ storeId, mission }: { storeId: number; mission: Mission | null }) {
  const t = useMessages();
  const form = useOwnerMissionForm(storeId, mission);
  const choices: { value: MissionChoice; label: string }[] = [
    { value: 'organize', label: t.ownerOrganizeEvent },
    { value: 'end', label: t.ownerEndEvent },
  ];
  const submitLabel =
    form.choice === 'end' ? t.ownerEndEvent : mission ? t.ownerMissionUpdate : t.ownerMissionCreate;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void form.onSubmit(event)}
      onChange={form.changed}
      noValidate
    >
      <p className={ownStyles.current}>
        {mission ? (
          <>
            <strong>{mission.name}</strong>
            <span>
              {mission.start_date} ~ {mission.expire_date} · {t[STATUS_LABEL[mission.display_status]]}
            </span>
          </>
        ) : (
          t.ownerNoMission
        )}
      </p>
      <fieldset className={ownStyles.choices}>
        <legend className={styles.label}>{t.ownerEventChoice}</legend>
        {choices.map((choice) => (
          <label key={choice.value} className={ownStyles.choice}>
            <input
              type="radio"
              name="mission-choice"
              value={choice.value}
              checked={form.choice === choice.value}
              onChange={() => {
                form.setChoice(choice.value);
              }}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      {form.choice === 'organize' && (
        <>
          <MobileField label={t.missionName}>
            {(control) => <input {...control} {...form.field('name')} />}
          </MobileField>
          <div className={styles.row}>
            <MobileField label={t.missionStart}>
              {(control) => <input {...control} type="date" {...form.field('start_date')} />}
            </MobileField>
            <MobileField label={t.missionEnd}>
              {(control) => <input {...control} type="date" {...form.field('expire_date')} />}
            </MobileField>
          </div>
          <MobileField label={t.missionHitNumber}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                placeholder={t.missionHitPlaceholder}
                {...form.field('max_stamp_count')}
              />
            )}
          </MobileField>
          {PACING_FIELDS.map(({ field, label, max }) => (
            <MobileField key={field} label={t[label]} hint={t.missionNoLimit}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={max}
                  {...form.field(field)}
                />
              )}
            </MobileField>
          ))}
        </>
      )}
      <FormOutcome error={form.error} status={form.done} />
      <SubmitButton busy={form.submitting}>{submitLabel}</SubmitButton>
      <ConfirmSheet {...form.confirmSheet} />
    </form>
  );
}
