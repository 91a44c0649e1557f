import { formatMessage } from '@stamp/shared';
import { Suspense, useId } from 'react';

import { useMessages } from '../../i18n';
import { mobileScreenStyles as screenStyles, QueryGate } from '../../mobile-shell';
import { lazyNamed } from '../../ui/lazyNamed';
import { Spinner } from '../../ui/Spinner';
import { useStampCode, type StampCode } from '../api/storeOwnerApi';
import { useScreenAwake } from '../hooks/useScreenAwake';
import { useSecondsLeft } from '../hooks/useSecondsLeft';
import styles from './StampCodeCounter.module.css';

/** The QR encoder loads with this screen only, never with the member app's first route. */
const QrCode = lazyNamed(() => import('../../ui/QrCode'), 'QrCode');

/** The seconds one code lasts (RFC 6238's step, as the server uses it). */
const PERIOD_SECONDS = 30;

/**
 * The counter's screen of a store in rotating mode: the six digits in large type, a countdown to the next
 * code, and a QR code of the stamp page carrying the code; the next code is read as this one runs out. A
 * store in password mode gets the server's refusal ('… Choose the rotating code to show one.') and a hint.
 */
export function StampCodeCounter({ storeId }: { storeId: number }) {
  const t = useMessages();
  const code = useStampCode(storeId);
  useScreenAwake();
  return (
    <>
      <QueryGate query={code}>{(data) => <CurrentCode code={data} />}</QueryGate>
      {code.error ? <p className={screenStyles.muted}>{t.stampCodeOffHint}</p> : null}
    </>
  );
}

function CurrentCode({ code }: { code: StampCode }) {
  const t = useMessages();
  const labelId = useId();
  const seconds = useSecondsLeft(code.expires_at);
  return (
    <section className={`${screenStyles.card} ${styles.counter}`}>
      <p className={styles.lead}>{t.stampCodeLead}</p>
      <p id={labelId} className={styles.label}>
        {t.stampCodeDigits}
      </p>
      <output className={styles.digits} aria-labelledby={labelId} data-testid="stamp-code">
        <span>{code.code.slice(0, 3)}</span>
        <span>{code.code.slice(3)}</span>
      </output>
      <div className={styles.countdown}>
        <span className={styles.bar} aria-hidden="true">
          <span style={{ width: `${String((Math.min(seconds, PERIOD_SECONDS) / PERIOD_SECONDS) * 100)}%` }} />
        </span>
        <span>{formatMessage(t.stampCodeNext, { seconds })}</span>
      </div>
      <div className={styles.qrFrame}>
        <Suspense fallback={<Spinner />}>
          <QrCode
            value={code.link}
            alt={formatMessage(t.stampCodeQrAlt, { code: code.code })}
            className={styles.qr}
          />
        </Suspense>
      </div>
    </section>
  );
}
