import { MyCouponList } from '../../modules/coupons';
import { useMessages, usePageTitle } from '../../modules/i18n';

/** `/my-coupon` (the bottom menu's Coupon): the member's stamp cards. */
export function MobileMyCouponPage() {
  const t = useMessages();
  usePageTitle(t.myCouponTitle);
  return <MyCouponList />;
}
