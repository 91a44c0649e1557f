import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { setApiSession } from '../../modules/api/client';
import { createQueryClient } from '../../modules/api/queryClient';
import { useMessages } from '../../modules/i18n/useMessages';
import { usePushDeviceRegistration } from '../../modules/push-device/hooks/usePushDeviceRegistration';
import { MobileLayout } from '../../modules/mobile-shell/components/MobileLayout';
import { MemberSessionGuard } from '../../modules/session/components/MemberSessionGuard';
import { clearMemberLogin, memberToken } from '../../modules/session/memberSession';
import { Spinner } from '../../modules/ui/Spinner';
import { lazyNamed } from '../../modules/ui/lazyNamed';
import { NotFoundPage } from '../NotFoundPage';
import { MobileHomePage } from './MobileHomePage';
import { MobileLoginPage } from './MobileLoginPage';

// The first routes (home, login) come with the member app; every other screen is a chunk of its own.
const MobileComingSoonPage = lazyNamed(() => import('./MobileComingSoonPage'), 'MobileComingSoonPage');
const MobileForgotPage = lazyNamed(() => import('./MobileForgotPage'), 'MobileForgotPage');
const MobilePrivacyPolicyPage = lazyNamed(
  () => import('./MobilePrivacyPolicyPage'),
  'MobilePrivacyPolicyPage',
);
const MobileResetPasswordPage = lazyNamed(
  () => import('./MobileResetPasswordPage'),
  'MobileResetPasswordPage',
);
const MobileSignUpPage = lazyNamed(() => import('./MobileSignUpPage'), 'MobileSignUpPage');

/**
 * The member app (its own lazy bundle): the member token goes with every call; a 401 ends the session and
 * opens the login page (spec §4), and so does a member who is no longer active.
 */
export function MobileApp() {
  const t = useMessages();
  const navigate = useNavigate();
  const [queryClient] = useState(createQueryClient);
  usePushDeviceRegistration();
  setApiSession(memberToken, () => {
    clearMemberLogin();
    queryClient.clear();
    void navigate(ROUTES.mobileLogin, { replace: true });
  });
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<Spinner />}>
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
            <Route element={<MemberSessionGuard />}>
              <Route path={ROUTES.myCoupon} element={<MobileComingSoonPage title={t.myCouponTitle} />} />
              <Route path={ROUTES.account} element={<MobileComingSoonPage title={t.accountTitle} />} />
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </QueryClientProvider>
  );
}
