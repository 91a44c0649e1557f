import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { LocaleProvider } from '../../modules/i18n';
import { ROUTES } from '../../routes';
import { MobileBaseAlias } from './MobileBaseAlias';

/** Stands in for a member screen: says which route it is and where the router is. */
function Screen({ name }: { name: string }) {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="screen">{`${name} ${pathname}${search}${hash}`}</p>;
}

function renderAt(path: string) {
  render(
    <LocaleProvider locale="en">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={ROUTES.mobileHome} element={<Screen name="home" />} />
          <Route path={ROUTES.account} element={<Screen name="account" />} />
          <Route path={ROUTES.myCoupon} element={<Screen name="my-coupon" />} />
          <Route path={ROUTES.storeCouponPattern} element={<Screen name="stamp" />} />
          <Route path={ROUTES.storeMapPattern} element={<Screen name="store-map" />} />
          <Route path={`${ROUTES.mobileBase}/*`} element={<MobileBaseAlias />} />
        </Routes>
      </MemoryRouter>
    </LocaleProvider>,
  );
}

describe(MobileBaseAlias.name, () => {
  it.each([
    ['/mobile/home', 'home /home'],
    ['/mobile/account', 'account /account'],
    ['/mobile/my-coupon', 'my-coupon /my-coupon'],
    ['/mobile/store/coupon/12', 'stamp /store/coupon/12'],
    ['/mobile/store/coupon/12/Map/photo', 'store-map /store/coupon/12/Map/photo'],
  ])('opens %s as the screen without the mobile base', (alias, shown) => {
    renderAt(alias);

    expect(screen.getByTestId('screen').textContent).toBe(shown);
  });

  it('keeps the query string and the hash', () => {
    renderAt('/mobile/store/coupon/12?from=push#top');

    expect(screen.getByTestId('screen').textContent).toBe('stamp /store/coupon/12?from=push#top');
  });

  it('says not found for a path under the mobile base that is no member screen', async () => {
    renderAt('/mobile/nowhere');

    expect(screen.queryByTestId('screen')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1 })).toBeDefined();
  });
});
