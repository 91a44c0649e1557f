import { useParams } from 'react-router-dom';

import { StampCard } from '../../modules/coupons';
import { NotFoundPage } from '../NotFoundPage';
import { routeId } from './routeIds';

/** `/store/coupon/{id}`: the stamp page of a store. */
export function MobileStampPage() {
  const storeId = routeId(useParams().id);
  return storeId === null ? <NotFoundPage /> : <StampCard key={storeId} storeId={storeId} />;
}
