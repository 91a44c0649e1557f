import { useMessages } from '../../i18n';
import { ActivePromotionIcon, PinIcon, PhoneIcon } from '../../mobile-shell';
import type { StoreCardData } from '../api/useAreaStores';
import { StoreThumbnail } from './StoreThumbnail';
import styles from './StoreCard.module.css';

interface StoreCardProps {
  store: StoreCardData;
  imageUrl: string | undefined;
  active: boolean;
  /** Cards below the first screen load their image only when scrolled near. */
  eager: boolean;
  onOpen: () => void;
}

/** One store of the home list (spec §2): representative image, name, address, phone, the active mark. */
export function StoreCard({ store, imageUrl, active, eager, onOpen }: StoreCardProps) {
  const t = useMessages();
  return (
    <button type="button" className={styles.card} onClick={onOpen}>
      <StoreThumbnail url={imageUrl} eager={eager} />
      <span className={styles.body}>
        <span className={styles.nameRow}>
          <span className={styles.name}>{store.name}</span>
          {active && (
            <span className={styles.active}>
              <ActivePromotionIcon />
              <span className="visually-hidden">{t.homeActivePromotion}</span>
            </span>
          )}
        </span>
        <span className={styles.line}>
          <PinIcon />
          <span>{[store.address, store.province].filter(Boolean).join(', ')}</span>
        </span>
        <span className={styles.line}>
          <PhoneIcon />
          <span>{store.phone_number}</span>
        </span>
      </span>
    </button>
  );
}
