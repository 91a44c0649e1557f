export { registerServiceWorker } from './registerServiceWorker';
