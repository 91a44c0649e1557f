import { formatMessage } from '@stamp/shared';

import { useMessages } from '../../i18n';
import { useImageUrls } from '../../store-images';
import { EmptyState } from '../../ui/EmptyState';
import { QueryFallback } from '../../ui/QueryFallback';
import type { DetailStore } from './StoreDetail';
import styles from './StorePhotosTab.module.css';

/** The photo box: 4:3 at the width a phone shows it (CSS keeps the ratio, so nothing jumps). */
const PHOTO_WIDTH = 480;
const PHOTO_HEIGHT = 360;

/** The photo tab (spec §2): the store's photos, the representative one first; only the first loads at once. */
export function StorePhotosTab({ store }: { store: DetailStore }) {
  const t = useMessages();
  const images = [...store.Images].sort(
    (a, b) => Number(b.type === 'representative') - Number(a.type === 'representative'),
  );
  const urls = useImageUrls(images.map((image) => image.key));
  if (images.length === 0) return <EmptyState title={t.photosEmpty} />;
  if (!urls.isSuccess) return <QueryFallback query={urls} />;
  return (
    <ul className={styles.grid}>
      {images.map((image, index) => (
        <li key={image.id}>
          <img
            className={styles.photo}
            src={urls.data.urls[index]}
            alt={formatMessage(t.photoAlt, { name: store.name, number: index + 1 })}
            width={PHOTO_WIDTH}
            height={PHOTO_HEIGHT}
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}
