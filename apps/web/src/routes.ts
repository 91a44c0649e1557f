/**
 * Every path of the web app, in one constant: components link with `ROUTES.x` and never build a path by
 * string concatenation. A route with parameters gets a builder beside its pattern, e.g.
 * `storeCouponPattern: '/store/coupon/:id'` and `storeCoupon: (id: number) => generatePath(...)`.
 */
export const ROUTES = {
  root: '/',
  mobileHome: '/mobile/index',
  admin: '/admin',
  adminIndex: '/admin/index',
} as const;
