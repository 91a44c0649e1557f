export { useAutoPushes, useSentPushes } from './api/usePush';
export { AutoPushTable } from './components/AutoPushTable';
export { SendPushForm } from './components/SendPushForm';
export { SentPushTable } from './components/SentPushTable';
