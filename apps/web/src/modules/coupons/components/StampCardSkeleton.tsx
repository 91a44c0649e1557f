import { useMessages } from '../../i18n';
import { stampingStyles as styles } from '../../mobile-shell';

/** Placeholder slots: two rows of the card's grid, as the most common card (ten stamps) has. */
const SLOTS = 10;

/**
 * The stamp page while its store, member and card load: the card's frame with placeholders where the
 * store's name, the mission and its slots will be, and the instruction, which does not depend on them. A
 * member who has just scanned the counter's code reads what to do next while a slow connection brings the
 * rest; screen readers hear that the page is loading.
 */
export function StampCardSkeleton() {
  const t = useMessages();
  const bone = (size: string | undefined) => (
    <span className={`${styles.bone} ${size ?? ''}`} aria-hidden="true" />
  );
  return (
    <main className={styles.page} aria-busy="true">
      <p className="visually-hidden" role="status">
        {t.loading}
      </p>
      <div className={styles.head}>
        {bone(styles.boneTitle)}
        {bone(styles.boneLink)}
      </div>
      <section className={styles.card}>
        {bone(styles.boneMission)}
        {bone(styles.boneMeta)}
        {bone(styles.boneProgress)}
        <ol className={styles.grid} aria-hidden="true">
          {Array.from({ length: SLOTS }, (_, index) => (
            <li key={index} className={styles.slot} />
          ))}
        </ol>
        <p className={styles.hint}>{t.stampHint}</p>
      </section>
    </main>
  );
}
