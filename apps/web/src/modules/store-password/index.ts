export { StorePasswordForm } from './components/StorePasswordForm';
export { type StorePasswordTap, useStorePasswordTap } from './hooks/useStorePasswordTap';
