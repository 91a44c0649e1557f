import { useParams } from 'react-router-dom';

import { statusOf } from '../../modules/api';
import { useMessages, usePageTitle } from '../../modules/i18n';
import { StoreDetail } from '../../modules/store-detail';
import { useStore } from '../../modules/stores';
import { EmptyState } from '../../modules/ui/EmptyState';
import { QueryFallback } from '../../modules/ui/QueryFallback';

/** `/store/coupon/{id}/Map/*`: the store detail with its Map, photo and notice tabs. */
export function MobileStoreDetailPage() {
  const t = useMessages();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const store = useStore(valid ? id : null);
  usePageTitle(store.data?.name ?? t.storeInfoLink);
  if (!valid || statusOf(store.error) === 404) return <EmptyState title={t.storeNotFound} />;
  if (!store.isSuccess) return <QueryFallback query={store} />;
  return <StoreDetail store={store.data} />;
}
