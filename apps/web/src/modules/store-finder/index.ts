export { HomeSearchForm } from './components/HomeSearchForm';
export { StoreResults } from './components/StoreResults';
export { useHomeSearch } from './hooks/useHomeSearch';
