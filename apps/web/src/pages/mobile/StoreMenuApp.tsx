import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { StoreMenuFrame, useStoreMenuId } from '../../modules/store-owner';
import { storeOwnerToken } from '../../modules/session';
import { StoreMenuDashboardPage } from './StoreMenuDashboardPage';
import { NotFoundPage } from '../NotFoundPage';
import { lazyNamed } from '../../modules/ui/lazyNamed';
import { Spinner } from '../../modules/ui/Spinner';

/**
 * Each screen behind the menu is its own chunk: the owner opens one at a time, and the form screens carry
 * the form library (react-hook-form and zod, ~20 KB gzip), which the menu itself does not need. Loaded with
 * the menu, every screen and that library came to more than the 30 KB a lazy route may add.
 */
const StoreMenuStatsPage = lazyNamed(() => import('./StoreMenuStatsPage'), 'StoreMenuStatsPage');
const StoreMenuInfoPage = lazyNamed(() => import('./StoreMenuInfoPage'), 'StoreMenuInfoPage');
const StoreMenuManagePage = lazyNamed(() => import('./StoreMenuManagePage'), 'StoreMenuManagePage');
const StoreMenuPushPage = lazyNamed(() => import('./StoreMenuPushPage'), 'StoreMenuPushPage');
const StoreMenuNoticePage = lazyNamed(() => import('./StoreMenuNoticePage'), 'StoreMenuNoticePage');
const StoreMenuNoticeWritePage = lazyNamed(
  () => import('./StoreMenuNoticeWritePage'),
  'StoreMenuNoticeWritePage',
);
const StoreMenuStampCodePage = lazyNamed(() => import('./StoreMenuStampCodePage'), 'StoreMenuStampCodePage');

/** A lazy screen with the spinner while its chunk arrives. */
function lazyScreen(Screen: ComponentType) {
  return (
    <Suspense fallback={<Spinner label />}>
      <Screen />
    </Suspense>
  );
}

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
        <Route path={screens.dashboard} element={lazyScreen(StoreMenuStatsPage)} />
        <Route path={screens.info} element={lazyScreen(StoreMenuInfoPage)} />
        <Route path={screens.manage} element={lazyScreen(StoreMenuManagePage)} />
        <Route path={screens.pushMessage} element={lazyScreen(StoreMenuPushPage)} />
        <Route path={screens.notice} element={lazyScreen(StoreMenuNoticePage)} />
        <Route path={screens.noticeWrite} element={lazyScreen(StoreMenuNoticeWritePage)} />
        <Route path={screens.stampCode} element={lazyScreen(StoreMenuStampCodePage)} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
