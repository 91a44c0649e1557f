export { MyCouponList } from './components/MyCouponList';
export { StampCard } from './components/StampCard';
