import { StorefrontIcon } from '../../mobile-shell';
import styles from './StoreCard.module.css';

/** The card's image box, the size it is shown at (no layout shift); a drawn placeholder without a photo. */
export const THUMBNAIL_SIZE = 88;

export function StoreThumbnail({ url, eager }: { url: string | undefined; eager: boolean }) {
  if (!url) {
    return (
      <span className={`${styles.thumb} ${styles.placeholder}`}>
        <StorefrontIcon />
      </span>
    );
  }
  return (
    <img
      className={styles.thumb}
      src={url}
      alt=""
      width={THUMBNAIL_SIZE}
      height={THUMBNAIL_SIZE}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
