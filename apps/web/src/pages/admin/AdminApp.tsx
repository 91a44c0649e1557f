import { QueryClientProvider } from '@tanstack/react-query';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { useLayoutEffect, useState } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { AdminLayout } from '../../modules/admin-shell';
import { createQueryClient, endApiSession, setApiSession } from '../../modules/api';
import { adminToken, clearAdminLogin, AdminGuard } from '../../modules/session';
import { ConfirmProvider } from '../../modules/ui/ConfirmProvider';
import { Toaster } from '../../modules/ui/Toaster';
import '../../modules/ui/zodWithoutEval';
import { NotFoundPage } from '../NotFoundPage';
import { AdminAdminsPage } from './AdminAdminsPage';
import { AdminAutoPushPage } from './AdminAutoPushPage';
import { AdminCouponsPage } from './AdminCouponsPage';
import { AdminCreateCouponPage } from './AdminCreateCouponPage';
import { AdminCreateStorePage } from './AdminCreateStorePage';
import { AdminDashboardPage } from './AdminDashboardPage';
import { AdminLoginPage } from './AdminLoginPage';
import { AdminMembersPage } from './AdminMembersPage';
import { AdminProtectAccountPage } from './AdminProtectAccountPage';
import { AdminSendPushPage } from './AdminSendPushPage';
import { AdminStoresPage } from './AdminStoresPage';
import { AdminTwoStepPage } from './AdminTwoStepPage';
import { CalendarSetting } from '../../modules/i18n';

const index = (path: string) => path.slice(`${ROUTES.adminIndex}/`.length);

/** The back-office (its own lazy bundle): the admin token goes with every call, a 401 ends the session. */
export function AdminApp() {
  const navigate = useNavigate();
  const [queryClient] = useState(createQueryClient);
  // After render, before the screens' first requests (see MobileApp).
  useLayoutEffect(() => {
    setApiSession(adminToken, () => {
      clearAdminLogin();
      queryClient.clear();
      void navigate(ROUTES.adminLogin, { replace: true });
    });
    return endApiSession;
  }, [navigate, queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <CalendarSetting />
      <ConfirmProvider>
        <NuqsAdapter>
          <Routes>
            <Route index element={<Navigate to={ROUTES.adminIndex} replace />} />
            <Route path="login" element={<AdminLoginPage />} />
            <Route
              path={ROUTES.adminProtectAccount.slice(`${ROUTES.admin}/`.length)}
              element={
                <AdminGuard>
                  <AdminProtectAccountPage />
                </AdminGuard>
              }
            />
            <Route
              path="index"
              element={
                <AdminGuard>
                  <AdminLayout />
                </AdminGuard>
              }
            >
              <Route index element={<Navigate to={ROUTES.adminStores} replace />} />
              <Route path={index(ROUTES.adminDashboard)} element={<AdminDashboardPage />} />
              <Route path={index(ROUTES.adminStores)} element={<AdminStoresPage />} />
              <Route path={index(ROUTES.adminCreateStore)} element={<AdminCreateStorePage />} />
              <Route path={index(ROUTES.adminMembers)} element={<AdminMembersPage />} />
              <Route path={index(ROUTES.adminCoupons)} element={<AdminCouponsPage />} />
              <Route path={index(ROUTES.adminCreateCoupon)} element={<AdminCreateCouponPage />} />
              <Route path={index(ROUTES.adminAutoPush)} element={<AdminAutoPushPage />} />
              <Route path={index(ROUTES.adminSendPush)} element={<AdminSendPushPage />} />
              <Route path={index(ROUTES.adminAdmins)} element={<AdminAdminsPage />} />
              <Route path={index(ROUTES.adminTwoStep)} element={<AdminTwoStepPage />} />
            </Route>
            <Route path="*" element={<NotFoundPage face="admin" />} />
          </Routes>
        </NuqsAdapter>
        <Toaster />
      </ConfirmProvider>
    </QueryClientProvider>
  );
}
