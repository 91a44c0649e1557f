import { useState } from 'react';

import { useMessages } from '../../i18n';
import { QrIcon, stampingStyles as styles } from '../../mobile-shell';
import { useQrScanner } from '../hooks/useQrScanner';
import { stampCodeOfLink } from '../utils/stampCodeLink';

interface QrScannerProps {
  storeId: number;
  /** The code read from this store's QR code: it goes into the prompt, the member still confirms. */
  onCode: (code: string) => void;
}

/**
 * 'Scan QR code' in the stamp prompt, for a browser with BarcodeDetector (the caller checks
 * `canScanQrCodes`): the rear camera in the page until the counter's QR code of this store is seen.
 */
export function QrScanner({ storeId, onCode }: QrScannerProps) {
  const t = useMessages();
  const [otherCode, setOtherCode] = useState(false);
  const { videoRef, scanning, failed, start, stop } = useQrScanner((value) => {
    const code = stampCodeOfLink(value, storeId);
    setOtherCode(code === null);
    if (code !== null) onCode(code);
    return code !== null;
  });
  const problem = failed ? t.stampScanFailed : otherCode ? t.stampScanOtherStore : null;
  return (
    <div className={styles.scanner}>
      <video
        ref={videoRef}
        className={scanning ? styles.scanVideo : 'visually-hidden'}
        muted
        playsInline
        aria-label={t.stampScanHint}
      />
      {scanning && <p className={styles.scanHint}>{t.stampScanHint}</p>}
      {problem && (
        <p className={styles.scanProblem} role="alert">
          {problem}
        </p>
      )}
      <button
        type="button"
        className={styles.scanButton}
        onClick={() => {
          setOtherCode(false);
          if (scanning) stop();
          else void start();
        }}
      >
        <QrIcon />
        <span>{scanning ? t.stampScanStop : t.stampScanQr}</span>
      </button>
    </div>
  );
}
