import { formatMessage } from '@stamp/shared';
import type { Ref } from 'react';

import { useMessages } from '../../i18n';
import { stampingStyles as styles } from '../../mobile-shell';

interface StampGridProps {
  max: number;
  stamped: number;
  /** A tap on the next slot (the only one that is a button). */
  onStamp: () => void;
  disabled: boolean;
  nextRef: Ref<HTMLButtonElement>;
}

/** The card's max-stamp slots (spec §2, §4): the stamped ones marked, the next one a button, the last a 'win' stamp. */
export function StampGrid({ max, stamped, onStamp, disabled, nextRef }: StampGridProps) {
  const t = useMessages();
  return (
    <ol className={styles.grid} aria-label={t.stampSlotsLabel}>
      {Array.from({ length: max }, (_, index) => {
        const n = index + 1;
        const win = n === max;
        const done = index < stamped;
        const classes = [styles.slot, win ? styles.win : '', done ? styles.stamped : '']
          .filter(Boolean)
          .join(' ');
        const face = done ? <StampTick /> : win ? t.missionWin : n;
        if (index === stamped) {
          return (
            <li key={n}>
              <button
                ref={nextRef}
                type="button"
                className={`${classes} ${styles.next}`}
                onClick={onStamp}
                disabled={disabled}
                aria-label={formatMessage(win ? t.stampSlotWin : t.stampSlotNext, { n })}
              >
                {face}
              </button>
            </li>
          );
        }
        const label = formatMessage(done ? t.stampSlotStamped : win ? t.stampSlotWin : t.stampSlotEmpty, {
          n,
        });
        return (
          <li key={n} className={classes}>
            <span className={styles.face} aria-hidden="true">
              {face}
            </span>
            <span className="visually-hidden">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}

function StampTick() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
