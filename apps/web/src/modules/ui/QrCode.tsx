import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

import { Spinner } from './Spinner';

interface QrCodeProps {
  value: string;
  /** What the code holds, for a screen reader. */
  alt: string;
  className?: string;
}

/**
 * A value as a QR code (an SVG image, drawn in the page: the value never leaves it). Load it with
 * `lazyNamed`, so the QR encoder is fetched only by the screens that show one (two-step set-up, the counter's
 * stamp code).
 */
export function QrCode({ value, alt, className }: QrCodeProps) {
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
      className={className}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={alt}
      width={192}
      height={192}
    />
  );
}
