import { MyCouponList } from '../../modules/coupons/components/MyCouponList';
import { useMessages } from '../../modules/i18n/useMessages';
import { usePageTitle } from '../../modules/i18n/usePageTitle';

/** `/my-coupon` (the bottom menu's Coupon): the member's stamp cards. */
export function MobileMyCouponPage() {
  const t = useMessages();
  usePageTitle(t.myCouponTitle);
  return <MyCouponList />;
}
