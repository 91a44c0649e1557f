export {
  isFullStore,
  type StoreFull,
  type StoreSearch,
  storeQuery,
  useInvalidateStores,
  useStore,
  useStoreList,
  useUpdateStore,
} from './api/useStores';
export { useUnusedStoreCode } from './api/useUnusedStoreCode';
export { StampModeChoice } from './components/StampModeChoice';
export { StoreEditDialog } from './components/StoreEditDialog';
export { StoreFields } from './components/StoreFields';
export { StoreSearchBar } from './components/StoreSearchBar';
export { StoreTable } from './components/StoreTable';
export { useStoreForm } from './hooks/useStoreForm';
export { useStoreSearchUrl } from './hooks/useStoreSearchUrl';
export { storesCsv } from './utils/storesCsv';
export {
  STORE_FIELD_ORDER,
  stampPasswordSchema,
  storeFieldSchema,
} from './validation-schemas/storeFieldSchema';
