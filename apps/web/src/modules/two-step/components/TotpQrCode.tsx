import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

import { useMessages } from '../../i18n/useMessages';
import { Spinner } from '../../ui/Spinner';
import styles from './TwoStep.module.css';

/**
 * The otpauth URI as a QR code (an SVG image, drawn here: the secret never leaves the page). Loaded on its
 * own (`lazyNamed`), so the QR encoder is fetched only by someone setting two-step sign-in up.
 */
export function TotpQrCode({ value }: { value: string }) {
  const t = useMessages();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void qrSvg(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }).then((drawn) => {
      if (current) setSvg(drawn);
    });
    return () => {
      current = false;
    };
  }, [value]);
  if (!svg) return <Spinner />;
  return (
    <img
      className={styles.qr}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={t.twoStepQrAlt}
      width={192}
      height={192}
    />
  );
}
