export { useLastSeen } from './lastSeen';
export { LastUpdated } from './LastUpdated';
export { SavedList } from './SavedList';
