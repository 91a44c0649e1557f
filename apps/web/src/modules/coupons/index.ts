export { MyCouponList } from './components/MyCouponList';
export { StampCard } from './components/StampCard';
export { StorePasswordForm } from './components/StorePasswordForm';
export { useStorePasswordTap } from './hooks/useStorePasswordTap';
