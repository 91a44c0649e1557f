import { Navigate, matchPath, useLocation, useParams } from 'react-router-dom';

import { MOBILE_ALIASED_PATTERNS } from '../../routes';
import { NotFoundPage } from '../NotFoundPage';

/**
 * A path under the mobile base (`/mobile/home`, `/mobile/store/coupon/3?x=1`): the same member screen
 * without the base, its query string and hash kept; any other path there is not found.
 */
export function MobileBaseAlias() {
  const rest = `/${useParams()['*'] ?? ''}`;
  const { search, hash } = useLocation();
  const aliased = MOBILE_ALIASED_PATTERNS.some((pattern) => matchPath(pattern, rest) !== null);
  return aliased ? <Navigate to={{ pathname: rest, search, hash }} replace /> : <NotFoundPage />;
}
