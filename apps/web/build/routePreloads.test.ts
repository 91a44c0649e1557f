import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { ROUTES } from '../src/routes.ts';
import { pathPatternSource, ROUTE_PRELOADS } from './routePreloads.ts';

/** apps/web, which the modules' paths are relative to. */
const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');

const PATHS = [
  '/store/coupon/12',
  '/store/coupon/12/',
  '/Store/Coupon/12',
  '/store/coupon',
  '/store/coupon/12/extra',
  '/store/coupon/12/use/5',
  '/store/coupon/12/use',
  '/store/coupon/12/Map',
  '/store/coupon/12/map/photo',
  '/store/coupon/12/Map/notice/',
  '/store/coupon/12/Mapx',
  '/mobile/login',
  '/mobile/login/',
  '/mobile/login/x',
  '/mobile/store-owner/set-password',
  '/home',
];

describe(pathPatternSource.name, () => {
  it.each(ROUTE_PRELOADS.map(({ pattern }) => pattern))(
    'matches what react-router matches for %s',
    (pattern) => {
      const sut = new RegExp(pathPatternSource(pattern), 'i');

      for (const path of PATHS) {
        expect([path, sut.test(path)]).toEqual([path, matchPath(pattern, path) !== null]);
      }
    },
  );

  it("matches a member screen under the spec's /mobile alias, and not the pages without one", () => {
    expect(
      new RegExp(pathPatternSource(ROUTES.storeCouponPattern), 'i').test('/mobile/store/coupon/12'),
    ).toBe(true);
    expect(new RegExp(pathPatternSource(ROUTES.mobileLogin), 'i').test('/mobile/mobile/login')).toBe(false);
  });
});

describe('ROUTE_PRELOADS', () => {
  it('names modules that exist', () => {
    const missing = ROUTE_PRELOADS.map((route) => route.module).filter(
      (file) => !existsSync(join(WEB, file)),
    );

    expect(missing).toEqual([]);
  });
});
