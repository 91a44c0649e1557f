import { useImageUrls } from '../../store-images';
import type { StoreCardData } from '../api/useAreaStores';
import { useOpenStore } from '../hooks/useOpenStore';
import { promotionProblem } from '../utils/promotion';
import { PromotionAlert } from './PromotionAlert';
import { StoreCard } from './StoreCard';
import styles from './StoreResults.module.css';

/** How many cards fill a phone's first screen: their images load at once, the rest lazily. */
const FIRST_SCREEN_CARDS = 3;

function representativeKey(store: StoreCardData): string | undefined {
  return store.Images.find((image) => image.type === 'representative')?.key;
}

/** The found stores as cards, their representative images asked for in one call. */
export function StoreCardList({ stores }: { stores: readonly StoreCardData[] }) {
  const { alert, open, closeAlert } = useOpenStore();
  const keys = stores.map(representativeKey).filter((key): key is string => key !== undefined);
  const urls = useImageUrls(keys);
  const urlOf = (store: StoreCardData) => {
    const key = representativeKey(store);
    return key === undefined ? undefined : urls.data?.urls[keys.indexOf(key)];
  };
  return (
    <>
      <ul className={styles.list}>
        {stores.map((store, index) => (
          <li key={store.id}>
            <StoreCard
              store={store}
              imageUrl={urlOf(store)}
              active={promotionProblem(store.Mission) === null}
              eager={index < FIRST_SCREEN_CARDS}
              onOpen={() => {
                open(store);
              }}
            />
          </li>
        ))}
      </ul>
      {alert && <PromotionAlert message={alert.message} onClose={closeAlert} />}
    </>
  );
}
