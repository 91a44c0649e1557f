import { useCallback, useEffect, useRef, useState } from 'react';

/** The parts of the Barcode Detection API used here (not in TypeScript's DOM types: not every browser has it). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

function barcodeDetectorClass(): BarcodeDetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
}

/** Whether this browser can read QR codes from the camera in the page (Chrome on Android, Safari 17+ …). */
export function canScanQrCodes(): boolean {
  return barcodeDetectorClass() !== undefined && 'mediaDevices' in navigator;
}

/** How often a frame is looked at, in milliseconds. */
const SCAN_EVERY_MS = 250;

/**
 * The camera in the page, read for QR codes with the browser's BarcodeDetector: `start` opens the rear
 * camera into `videoRef`; each QR code seen goes to `onScan`, which says whether it was the one wanted (the
 * camera then closes). `failed` when the camera cannot be opened (refused, none there).
 */
export function useQrScanner(onScan: (value: string) => boolean) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | null>(null);
  const [scanning, setScanning] = useState(false);
  const [failed, setFailed] = useState(false);
  const handler = useRef(onScan);
  useEffect(() => {
    handler.current = onScan;
  });

  const stop = useCallback(() => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((track) => {
      track.stop();
    });
    stream.current = null;
    setScanning(false);
  }, []);

  const start = async () => {
    const Detector = barcodeDetectorClass();
    const video = videoRef.current;
    if (!Detector || !video) return;
    setFailed(false);
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      video.srcObject = stream.current;
      await video.play();
    } catch {
      stop();
      setFailed(true);
      return;
    }
    setScanning(true);
    const detector = new Detector({ formats: ['qr_code'] });
    let busy = false;
    timer.current = window.setInterval(() => {
      if (busy || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return;
      busy = true;
      detector
        .detect(video)
        .then((found) => {
          if (found.some((barcode) => handler.current(barcode.rawValue))) stop();
        })
        // A frame that cannot be read: the next one may be.
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    }, SCAN_EVERY_MS);
  };

  useEffect(() => stop, [stop]);

  return { videoRef, scanning, failed, start, stop };
}
