export { PushOptIn } from './components/PushOptIn';
export { usePushDeviceRegistration } from './hooks/usePushDeviceRegistration';
export { installNativeBridge } from './nativeBridge';
