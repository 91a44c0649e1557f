import { useEffect, useState } from 'react';

/** Whole seconds from now until `until` (an ISO time), never below 0, counted down once a second. */
export function useSecondsLeft(until: string): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, []);
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
}
