import { formatMessage } from '@stamp/shared';

import { useLocale, useMessages } from '../../i18n';
import { shortDay } from '../../dates';
import styles from './DayBars.module.css';

interface DayBarsProps {
  label: string;
  dates: readonly string[];
  values: readonly number[];
  color: string;
}

const WIDTH = 300;
const HEIGHT = 120;
const GAP = 0.25;

/** A compact bar per day (plain SVG): the highest day's value on its line, the first and last day below. */
export function DayBars({ label, dates, values, color }: DayBarsProps) {
  const t = useMessages();
  const { locale } = useLocale();
  const highest = Math.max(1, ...values);
  const step = WIDTH / Math.max(1, values.length);
  const first = dates.at(0) ?? '';
  const last = dates.at(-1) ?? '';
  return (
    <figure className={styles.figure}>
      <div className={styles.plot}>
        <span className={styles.max}>{highest.toLocaleString(locale)}</span>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={label}
        >
          <line className={styles.grid} x1="0" x2={WIDTH} y1="0.5" y2="0.5" />
          <line className={styles.axis} x1="0" x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} />
          {values.map((value, n) => {
            const height = value === 0 ? 0 : Math.max(2, (value / highest) * (HEIGHT - 2));
            const date = dates[n] ?? '';
            return (
              <rect
                key={date}
                x={n * step + (step * GAP) / 2}
                y={HEIGHT - height}
                width={step * (1 - GAP)}
                height={height}
                rx="1.5"
                fill={color}
              >
                <title>{formatMessage(t.ownerChartDay, { date: shortDay(date, locale), value })}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <figcaption className={styles.days}>
        <span>{shortDay(first, locale)}</span>
        <span>
          {t.ownerChartToday} · {shortDay(last, locale)}
        </span>
      </figcaption>
    </figure>
  );
}
