import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { isConnectionFailure } from '../../api';
import { currentMemberQuery } from '../api/useCurrentMember';
import { ACTIVE_MEMBER, clearMemberLogin, isPublicMemberPath, memberToken } from '../memberSession';

/**
 * Spec §4 for the member app: on every route change the member is looked up; one whose join_check is not 2
 * (or a failed call) is logged out and sent to the login page, except on the public pages; a call that got
 * no answer (the phone is offline) keeps the login, so the saved cards and tickets stay readable. A private page
 * without a stored token goes to login at once, and back to it once logged in. It wraps the member-only routes (an unknown path is the
 * router's 404, not a login), and renders `children` or the matched child route.
 */
export function MemberSessionGuard({ children = <Outlet /> }: { children?: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isPublic = isPublicMemberPath(pathname);
  const token = memberToken();

  useEffect(() => {
    if (isPublic || !token) return;
    let current = true;
    const logOut = () => {
      if (!current) return;
      clearMemberLogin();
      queryClient.clear();
      void navigate(ROUTES.mobileLogin, { replace: true });
    };
    // The screens' own query (useCurrentMember): a lookup already in flight for the screen is shared, and the
    // answer keeps the screens' copy fresh.
    queryClient.query({ ...currentMemberQuery(), staleTime: 0, retry: false }).then(
      (member) => {
        if (member.join_check !== ACTIVE_MEMBER) logOut();
      },
      (error: unknown) => {
        // No answer at all (offline) is not a failed lookup: the saved cards and tickets stay readable.
        if (!isConnectionFailure(error)) logOut();
      },
    );
    return () => {
      current = false;
    };
  }, [pathname, isPublic, token, navigate, queryClient]);

  if (!isPublic && !token) {
    clearMemberLogin();
    // Back here after the login: a stamp QR code's link keeps its code (`?code=`).
    return <Navigate to={ROUTES.mobileLogin} replace state={{ from: `${pathname}${search}` }} />;
  }
  return children;
}
