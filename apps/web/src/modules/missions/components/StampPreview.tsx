import { useId } from 'react';
import { MAX_STAMP_COUNT } from '@stamp/shared';

import { useMessages } from '../../i18n';
import styles from './StampPreview.module.css';

/** One numbered slot per stamp, the last one a 'win' stamp (spec §2, create coupon). */
export function StampPreview({ count }: { count: number }) {
  const t = useMessages();
  const captionId = useId();
  const slots = Math.min(Math.max(count, 0), MAX_STAMP_COUNT);
  return (
    <figure className={styles.preview} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {t.missionPreview}
      </figcaption>
      {slots === 0 ? (
        <p className={styles.empty}>{t.missionStampsRequired}</p>
      ) : (
        <ol className={styles.grid}>
          {Array.from({ length: slots }, (_, index) => {
            const last = index === slots - 1;
            return (
              <li key={index} className={last ? `${styles.slot} ${styles.win}` : styles.slot}>
                {last ? t.missionWin : index + 1}
              </li>
            );
          })}
        </ol>
      )}
    </figure>
  );
}
