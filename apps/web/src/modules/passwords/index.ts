export { NewPasswordForm } from './components/NewPasswordForm';
export { useTokenPasswordForm } from './hooks/useTokenPasswordForm';
export { loadCommonPasswords, weakPasswordProblem } from './utils/weakPassword';
