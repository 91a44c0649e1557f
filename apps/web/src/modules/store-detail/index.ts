export { StoreDetail } from './components/StoreDetail';
