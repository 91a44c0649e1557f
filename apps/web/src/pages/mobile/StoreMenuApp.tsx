import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { StoreMenuFrame, useStoreMenuId } from '../../modules/store-owner';
import { storeOwnerToken } from '../../modules/session';
import { StoreMenuDashboardPage } from './StoreMenuDashboardPage';
import { StoreMenuInfoPage } from './StoreMenuInfoPage';
import { StoreMenuManagePage } from './StoreMenuManagePage';
import { StoreMenuNoticePage } from './StoreMenuNoticePage';
import { StoreMenuNoticeWritePage } from './StoreMenuNoticeWritePage';
import { StoreMenuPushPage } from './StoreMenuPushPage';
import { StoreMenuStampCodePage } from './StoreMenuStampCodePage';
import { NotFoundPage } from '../NotFoundPage';
import { lazyNamed } from '../../modules/ui/lazyNamed';
import { Spinner } from '../../modules/ui/Spinner';

/** Its own chunk: the owner opens it now and then, and it carries its chart. */
const StoreMenuStatsPage = lazyNamed(() => import('./StoreMenuStatsPage'), 'StoreMenuStatsPage');

/**
 * The store-owner menu (its own lazy bundle): entered from the home page's gear icon with the store code and
 * the owner's sign-in; without the owner's token for this store it goes back to home.
 */
export function StoreMenuApp() {
  const storeId = useStoreMenuId();
  if (!storeOwnerToken(storeId)) return <Navigate to={ROUTES.mobileHome} replace />;
  const screens = ROUTES.storeMenuScreens;
  return (
    <Routes>
      <Route element={<StoreMenuFrame />}>
        <Route index element={<StoreMenuDashboardPage />} />
        <Route
          path={screens.dashboard}
          element={
            <Suspense fallback={<Spinner label />}>
              <StoreMenuStatsPage />
            </Suspense>
          }
        />
        <Route path={screens.info} element={<StoreMenuInfoPage />} />
        <Route path={screens.manage} element={<StoreMenuManagePage />} />
        <Route path={screens.pushMessage} element={<StoreMenuPushPage />} />
        <Route path={screens.notice} element={<StoreMenuNoticePage />} />
        <Route path={screens.noticeWrite} element={<StoreMenuNoticeWritePage />} />
        <Route path={screens.stampCode} element={<StoreMenuStampCodePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
