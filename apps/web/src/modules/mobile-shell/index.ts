export { AuthScreen } from './components/AuthScreen';
export { ConfirmSheet } from './components/ConfirmSheet';
export { EmailField, PasswordField } from './components/CredentialFields';
export { FormOutcome } from './components/FormOutcome';
export { MobileDialog } from './components/MobileDialog';
export { MobileField } from './components/MobileField';
export {
  ActivePromotionIcon,
  BackIcon,
  BellIcon,
  ChartIcon,
  CloseIcon,
  DownloadIcon,
  GearIcon,
  LeaveIcon,
  LogoutIcon,
  NoteIcon,
  PhoneIcon,
  PinIcon,
  QrIcon,
  SearchIcon,
  StorefrontIcon,
  StoreIcon,
  TicketIcon,
  UserIcon,
} from './components/MobileIcons';
export { MobileLayout } from './components/MobileLayout';
export { MobileMenu } from './components/MobileMenu';
export { MobileScreen } from './components/MobileScreen';
export { QueryGate } from './components/QueryGate';
export { SubmitButton } from './components/SubmitButton';
export { useLastKnown } from './hooks/useLastKnown';
export { useMobileConfirm } from './hooks/useMobileConfirm';
export { default as mobileFormStyles } from './components/MobileForm.module.css';
export { default as mobileLayoutStyles } from './components/MobileLayout.module.css';
export { default as mobileScreenStyles } from './components/MobileScreen.module.css';
export { default as stampingStyles } from './components/Stamping.module.css';
