import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { setApiSession } from '../../modules/api/client';
import { createQueryClient } from '../../modules/api/queryClient';
import { MobileLayout } from '../../modules/mobile-shell/components/MobileLayout';
import { MemberSessionGuard } from '../../modules/session/components/MemberSessionGuard';
import { clearMemberLogin, memberToken } from '../../modules/session/memberSession';
import {
  clearStoreOwnerLogin,
  storeMenuIdOf,
  storeOwnerToken,
} from '../../modules/session/storeOwnerSession';
import { Spinner } from '../../modules/ui/Spinner';
import { NotFoundPage } from '../NotFoundPage';
import { MobileAccountPage } from './MobileAccountPage';
import { MobileForgotPage } from './MobileForgotPage';
import { MobileHomePage } from './MobileHomePage';
import { MobileLoginPage } from './MobileLoginPage';
import { MobileMemberInfoPage } from './MobileMemberInfoPage';
import { MobilePrivacyPolicyPage } from './MobilePrivacyPolicyPage';
import { MobilePushMessagePage } from './MobilePushMessagePage';
import { MobileResetPasswordPage } from './MobileResetPasswordPage';
import { MobileSignUpPage } from './MobileSignUpPage';
import { MobileStoreDetailPage } from './MobileStoreDetailPage';

// The loyalty screens load on first use, so the first route (login, home) stays small on a slow connection.
const MobileMyCouponPage = lazy(async () => ({
  default: (await import('./MobileMyCouponPage')).MobileMyCouponPage,
}));
const MobileUnredeemedPage = lazy(async () => ({
  default: (await import('./MobileUnredeemedPage')).MobileUnredeemedPage,
}));
const MobileStampPage = lazy(async () => ({ default: (await import('./MobileStampPage')).MobileStampPage }));
const MobileRedeemPage = lazy(async () => ({
  default: (await import('./MobileRedeemPage')).MobileRedeemPage,
}));

/** The store-owner menu: a lazy bundle of its own, fetched only when an owner opens it. */
const StoreMenuApp = lazy(async () => ({ default: (await import('./StoreMenuApp')).StoreMenuApp }));

/**
 * The member app (its own lazy bundle): the member token goes with every call; a 401 ends the session and
 * opens the login page (spec §4), and so does a member who is no longer active. On the store menu the
 * owner's store token goes instead, and a 401 there ends the owner's session and opens home.
 */
export function MobileApp() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [queryClient] = useState(createQueryClient);
  const ownerStoreId = storeMenuIdOf(pathname);
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
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route path={ROUTES.mobileIndex} element={<Navigate to={ROUTES.mobileHome} replace />} />
        <Route path={ROUTES.mobileLogin} element={<MobileLoginPage />} />
        <Route path={ROUTES.mobileSignIn} element={<MobileSignUpPage />} />
        <Route path={ROUTES.mobileForgot} element={<MobileForgotPage />} />
        <Route path={ROUTES.mobilePrivatePolicy} element={<MobilePrivacyPolicyPage />} />
        <Route path={ROUTES.mobileResetPassword} element={<MobileResetPasswordPage />} />
        <Route element={<MobileLayout />}>
          <Route path={ROUTES.mobileHome} element={<MobileHomePage />} />
          {/* Member-only: looked up on every route change (spec §4). */}
          <Route
            element={
              <Suspense fallback={<Spinner label />}>
                <MemberSessionGuard />
              </Suspense>
            }
          >
            <Route path={ROUTES.myCoupon} element={<MobileMyCouponPage />} />
            <Route path={ROUTES.unredeemed} element={<MobileUnredeemedPage />} />
            <Route path={ROUTES.storeCouponPattern} element={<MobileStampPage />} />
            <Route path={ROUTES.storeTicketPattern} element={<MobileRedeemPage />} />
            <Route path={ROUTES.storeMapPattern} element={<MobileStoreDetailPage />} />
            <Route path={ROUTES.account} element={<MobileAccountPage />} />
            <Route path={ROUTES.accountMemberInfo} element={<MobileMemberInfoPage />} />
            <Route path={ROUTES.accountPushMessage} element={<MobilePushMessagePage />} />
          </Route>
        </Route>
        <Route
          path={ROUTES.storeMenuPattern}
          element={
            <Suspense fallback={<Spinner label />}>
              <StoreMenuApp />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </QueryClientProvider>
  );
}
