export { ForgotForms } from './components/ForgotForms';
export type { LoginNotice } from './components/MemberLoginForm';
export { PrivacyPolicy } from './components/PrivacyPolicy';
export { ReactivateAccountForm } from './components/ReactivateAccountForm';
export { ResetPasswordForm } from './components/ResetPasswordForm';
export { SignUpForm } from './components/SignUpForm';
export { digitsOnly } from './hooks/useSignUpForm';
export { memberFields, samePasswordTwice } from './validation-schemas/memberFieldsSchema';
