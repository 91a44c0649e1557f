export {
  ADMIN_STORAGE,
  adminLoginId,
  adminToken,
  clearAdminLogin,
  dismissTwoStepPrompt,
  needsTwoStepPrompt,
  restoreAdminSession,
} from './adminSession';
export { endServerSession } from './api/endSession';
export {
  type MemberView,
  useFindId,
  useFindPassword,
  useMemberLogin,
  useReactivateAccount,
  useResetPassword,
  useSignUp,
} from './api/memberApi';
export { currentMemberQuery, useCurrentMember } from './api/useCurrentMember';
export { AdminAuthFrame } from './components/AdminAuthFrame';
export { AdminGuard } from './components/AdminGuard';
export { AdminLoginForm } from './components/AdminLoginForm';
export { MemberSessionGuard } from './components/MemberSessionGuard';
export { useAdminLogout } from './hooks/useAdminLogout';
export { keepMemberDeviceToken, memberDeviceToken } from './memberDevice';
export {
  clearMemberLogin,
  LAST_SEEN_PREFIX,
  MEMBER_STORAGE,
  memberLoginId,
  memberToken,
  restoreMemberSession,
  saveMemberLogin,
} from './memberSession';
export {
  anyStoreOwnerToken,
  clearStoreOwnerLogin,
  saveStoreOwnerLogin,
  STORE_OWNER_STORAGE,
  storeMenuIdOf,
  storeOwnerToken,
} from './storeOwnerSession';
export { ONE_TIME_CODE_INPUT, SIX_DIGITS, withoutSpaces } from './utils/oneTimeCode';
