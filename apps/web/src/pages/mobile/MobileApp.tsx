import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { createQueryClient, endApiSession, setApiSession } from '../../modules/api';
import { usePushDeviceRegistration } from '../../modules/push-device';
import { registerServiceWorker } from '../../modules/pwa';
import { MobileLayout } from '../../modules/mobile-shell';
import {
  MemberSessionGuard,
  clearMemberLogin,
  memberToken,
  clearStoreOwnerLogin,
  storeMenuIdOf,
  storeOwnerToken,
} from '../../modules/session';
import { Spinner } from '../../modules/ui/Spinner';
import { lazyNamed } from '../../modules/ui/lazyNamed';
import { NotFoundPage } from '../NotFoundPage';
import { MobileBaseAlias } from './MobileBaseAlias';
import { HomeHeaderActions } from './HomeHeaderActions';
import { MobileHomePage } from './MobileHomePage';
import { MobileLoginPage } from './MobileLoginPage';
import { CalendarSetting } from '../../modules/i18n';

// The first routes (home, login) come with the member app; every other screen is a chunk of its own, so the
// first download stays small on a slow connection.
const MobileForgotPage = lazyNamed(() => import('./MobileForgotPage'), 'MobileForgotPage');
const MobilePrivacyPolicyPage = lazyNamed(
  () => import('./MobilePrivacyPolicyPage'),
  'MobilePrivacyPolicyPage',
);
const MobileResetPasswordPage = lazyNamed(
  () => import('./MobileResetPasswordPage'),
  'MobileResetPasswordPage',
);
const MobileOwnerSetPasswordPage = lazyNamed(
  () => import('./MobileOwnerSetPasswordPage'),
  'MobileOwnerSetPasswordPage',
);
const MobileSignUpPage = lazyNamed(() => import('./MobileSignUpPage'), 'MobileSignUpPage');
const MobileMyCouponPage = lazyNamed(() => import('./MobileMyCouponPage'), 'MobileMyCouponPage');
const MobileUnredeemedPage = lazyNamed(() => import('./MobileUnredeemedPage'), 'MobileUnredeemedPage');
const MobileStampPage = lazyNamed(() => import('./MobileStampPage'), 'MobileStampPage');
const MobileRedeemPage = lazyNamed(() => import('./MobileRedeemPage'), 'MobileRedeemPage');
const MobileStoreDetailPage = lazyNamed(() => import('./MobileStoreDetailPage'), 'MobileStoreDetailPage');
const MobileAccountPage = lazyNamed(() => import('./MobileAccountPage'), 'MobileAccountPage');
const MobileMemberInfoPage = lazyNamed(() => import('./MobileMemberInfoPage'), 'MobileMemberInfoPage');
const MobileMyDataPage = lazyNamed(() => import('./MobileMyDataPage'), 'MobileMyDataPage');
const MobileReactivatePage = lazyNamed(() => import('./MobileReactivatePage'), 'MobileReactivatePage');
const MobilePushMessagePage = lazyNamed(() => import('./MobilePushMessagePage'), 'MobilePushMessagePage');
/** The store-owner menu: a lazy bundle of its own, fetched only when an owner opens it. */
const StoreMenuApp = lazyNamed(() => import('./StoreMenuApp'), 'StoreMenuApp');

/**
 * The member app (its own lazy bundle): the member token goes with every call; a 401 ends the session and
 * opens the login page (spec §4), and so does a member who is no longer active. On the store menu the
 * owner's store token goes instead, and a 401 there ends the owner's session and opens home.
 */
export function MobileApp() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [queryClient] = useState(createQueryClient);
  usePushDeviceRegistration();
  const ownerStoreId = storeMenuIdOf(pathname);
  // Whose token goes with the calls is set after render, not during it: layout effects (this one included)
  // all run before any passive effect, and TanStack Query starts a request when its observer subscribes, in
  // a passive effect; so the screens' first requests already carry the right token.
  useLayoutEffect(() => {
    if (ownerStoreId === null) {
      setApiSession(memberToken, () => {
        clearMemberLogin();
        queryClient.clear();
        void navigate(ROUTES.mobileLogin, { replace: true });
      });
    } else {
      setApiSession(
        () => storeOwnerToken(ownerStoreId),
        () => {
          clearStoreOwnerLogin();
          queryClient.clear();
          void navigate(ROUTES.mobileHome, { replace: true });
        },
      );
    }
    return endApiSession;
  }, [ownerStoreId, navigate, queryClient]);
  useEffect(() => {
    registerServiceWorker(queryClient);
  }, [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <CalendarSetting />
      <Suspense fallback={<Spinner label />}>
        <Routes>
          <Route path={ROUTES.mobileIndex} element={<Navigate to={ROUTES.mobileHome} replace />} />
          <Route path={ROUTES.mobileLogin} element={<MobileLoginPage />} />
          <Route path={ROUTES.mobileSignIn} element={<MobileSignUpPage />} />
          <Route path={ROUTES.mobileForgot} element={<MobileForgotPage />} />
          <Route path={ROUTES.mobilePrivatePolicy} element={<MobilePrivacyPolicyPage />} />
          <Route path={ROUTES.mobileResetPassword} element={<MobileResetPasswordPage />} />
          <Route path={ROUTES.mobileReactivate} element={<MobileReactivatePage />} />
          <Route path={ROUTES.ownerSetPassword} element={<MobileOwnerSetPasswordPage />} />
          <Route element={<MobileLayout homeActions={<HomeHeaderActions />} />}>
            <Route path={ROUTES.mobileHome} element={<MobileHomePage />} />
            {/* Member-only: looked up on every route change (spec §4). */}
            <Route element={<MemberSessionGuard />}>
              <Route path={ROUTES.myCoupon} element={<MobileMyCouponPage />} />
              <Route path={ROUTES.unredeemed} element={<MobileUnredeemedPage />} />
              <Route path={ROUTES.storeCouponPattern} element={<MobileStampPage />} />
              <Route path={ROUTES.storeTicketPattern} element={<MobileRedeemPage />} />
              <Route path={ROUTES.storeMapPattern} element={<MobileStoreDetailPage />} />
              <Route path={ROUTES.account} element={<MobileAccountPage />} />
              <Route path={ROUTES.accountMemberInfo} element={<MobileMemberInfoPage />} />
              <Route path={ROUTES.accountPushMessage} element={<MobilePushMessagePage />} />
              <Route path={ROUTES.accountMyData} element={<MobileMyDataPage />} />
            </Route>
          </Route>
          <Route path={ROUTES.storeMenuPattern} element={<StoreMenuApp />} />
          <Route path={`${ROUTES.mobileBase}/*`} element={<MobileBaseAlias />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </QueryClientProvider>
  );
}
