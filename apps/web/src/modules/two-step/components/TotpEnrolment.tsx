import { Suspense } from 'react';

import { useMessages } from '../../i18n';
import { Button } from '../../ui/Button';
import { formStyles } from '../../ui/controls';
import { FormField } from '../../ui/FormField';
import { lazyNamed } from '../../ui/lazyNamed';
import { Spinner } from '../../ui/Spinner';
import { useTotpCodeForm } from '../hooks/useTotpCodeForm';
import { ONE_TIME_CODE_INPUT } from '../../session';
import styles from './TwoStep.module.css';

const QrCode = lazyNamed(() => import('../../ui/QrCode'), 'QrCode');

/** The key in groups of four, as authenticator apps show what they ask to be typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

interface TotpEnrolmentProps {
  secret: string;
  otpauthUrl: string;
  onEnabled: (codes: string[]) => Promise<void>;
  onCancel: () => void;
}

/** Set-up: scan the QR code (or type the key), then the app's first code turns two-step sign-in on. */
export function TotpEnrolment({ secret, otpauthUrl, onEnabled, onCancel }: TotpEnrolmentProps) {
  const t = useMessages();
  const { form, onSubmit, enabling } = useTotpCodeForm(onEnabled);
  return (
    <div className={styles.enrolment}>
      <div className={styles.scan}>
        <p className={styles.step}>{t.twoStepScan}</p>
        <div className={styles.qrFrame}>
          <Suspense fallback={<Spinner />}>
            <QrCode value={otpauthUrl} alt={t.twoStepQrAlt} className={styles.qr} />
          </Suspense>
        </div>
        <p className={styles.manual}>{t.twoStepManual}</p>
        <code className={styles.secret} aria-label={t.twoStepManual}>
          {grouped(secret)}
        </code>
      </div>
      <form className={styles.narrowForm} onSubmit={(event) => void onSubmit(event)} noValidate>
        <p className={styles.step}>{t.twoStepEnterCode}</p>
        <FormField label={t.twoStepCode} error={form.formState.errors.code?.message}>
          {(control) => (
            <input
              {...control}
              className={`${formStyles.control} ${styles.codeInput}`}
              {...ONE_TIME_CODE_INPUT}
              {...form.register('code')}
            />
          )}
        </FormField>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={enabling}>
            {t.twoStepTurnOn}
          </Button>
          <Button onClick={onCancel}>{t.cancel}</Button>
        </div>
      </form>
    </div>
  );
}
