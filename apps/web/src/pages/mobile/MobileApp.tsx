import { Navigate, Route, Routes } from 'react-router-dom';

import { ROUTES } from '../../routes';
import { NotFoundPage } from '../NotFoundPage';
import { MobileHomePage } from './MobileHomePage';

/** The member app and the store-owner menu (their own lazy bundle; the screens arrive in "Web, part 2"). */
export function MobileApp() {
  return (
    <Routes>
      <Route path={ROUTES.mobileIndex} element={<Navigate to={ROUTES.mobileHome} replace />} />
      <Route path={ROUTES.mobileHome} element={<MobileHomePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
