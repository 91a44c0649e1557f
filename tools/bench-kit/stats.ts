/** What the TypeScript benchmarks (bench:push, bench:dashboard) share: settings and latency figures. */

/** A positive whole number from the environment, or the fallback. */
export function numberFrom(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export interface Stats {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

/** One line of figures, with PASS or FAIL when `target` gives a limit for one percentile. */
export function statsRow(
  label: string,
  s: Stats,
  target?: { percentile: 'p95' | 'p99'; ms: number },
  width = 48,
): string {
  const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);
  const verdict =
    target === undefined
      ? ''
      : s[target.percentile] < target.ms
        ? `  PASS (${target.percentile} < ${String(target.ms)} ms)`
        : `  FAIL (${target.percentile} >= ${String(target.ms)} ms)`;
  return `${label.padEnd(width)} n=${String(s.n).padStart(5)} p50${ms(s.p50)} p95${ms(s.p95)} p99${ms(s.p99)} max${ms(s.max)}${verdict}`;
}
