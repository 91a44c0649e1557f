import { MyCouponList } from '../../modules/coupons/components/MyCouponList';

/** `/my-coupon` (the bottom menu's Coupon): the member's stamp cards. */
export function MobileMyCouponPage() {
  return <MyCouponList />;
}
