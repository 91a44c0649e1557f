import type { Schema } from '@stamp/api-client';

import { useMessages } from '../../i18n';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { useTwoStepSettings, type PasswordPurpose, type TwoStepStage } from '../hooks/useTwoStepSettings';
import { PasswordConfirmForm } from './PasswordConfirmForm';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpEnrolment } from './TotpEnrolment';
import styles from './TwoStep.module.css';

type OwnAdmin = Schema<'AdminView'>;

interface TwoStepSettingsProps {
  /** The signed-in administrator's own record (it says whether two-step sign-in is on). */
  admin: OwnAdmin;
  /** Where the section starts: the status, or straight at the set-up's password (from the prompt). */
  initial?: TwoStepStage;
}

/** The signed-in administrator's two-step sign-in: its status, set-up, recovery codes and turning it off. */
export function TwoStepSettings({ admin, initial }: TwoStepSettingsProps) {
  const t = useMessages();
  const { stage, ask, passwordConfirmed, enabled, backToStatus, busy } = useTwoStepSettings(initial);
  const on = admin.totp_enabled === true;
  const submitLabel: Record<PasswordPurpose, string> = {
    setup: t.twoStepContinue,
    codes: t.twoStepNewCodes,
    disable: t.twoStepTurnOff,
  };

  return (
    <div className={styles.settings}>
      <div className={styles.status}>
        <div>
          <h2 className={styles.heading}>
            {t.twoStepAppHeading}{' '}
            <Badge tone={on ? 'success' : 'neutral'}>{on ? t.twoStepOn : t.twoStepOff}</Badge>
          </h2>
          <p className={styles.lead}>{t.twoStepIntro}</p>
          {!on && <p className={styles.note}>{t.twoStepOffNote}</p>}
        </div>
        {stage.name === 'status' &&
          (on ? (
            <div className={styles.actions}>
              <Button
                onClick={() => {
                  ask('codes');
                }}
              >
                {t.twoStepNewCodes}
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  ask('disable');
                }}
              >
                {t.twoStepTurnOff}
              </Button>
            </div>
          ) : (
            <Button
              variant="primary"
              onClick={() => {
                ask('setup');
              }}
            >
              {t.twoStepSetUp}
            </Button>
          ))}
      </div>
      {stage.name === 'status' && on && <p className={styles.note}>{t.twoStepNewCodesNote}</p>}
      {stage.name === 'password' && (
        <PasswordConfirmForm
          key={stage.purpose}
          onConfirmed={(password) => passwordConfirmed(stage.purpose, password)}
          onCancel={backToStatus}
          busy={busy}
          submitLabel={submitLabel[stage.purpose]}
        />
      )}
      {stage.name === 'scan' && (
        <TotpEnrolment
          secret={stage.secret}
          otpauthUrl={stage.otpauthUrl}
          onEnabled={enabled}
          onCancel={backToStatus}
        />
      )}
      {stage.name === 'codes' && (
        <RecoveryCodes codes={stage.codes} loginId={admin.admin_id} onDone={backToStatus} />
      )}
    </div>
  );
}
