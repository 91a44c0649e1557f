import { MOBILE_ALIASED_PATTERNS, ROUTES } from '../src/routes.ts';

/**
 * A member page that a link from outside the app opens directly, and the module (relative to apps/web) of
 * the lazy chunk that draws it. index.html preloads that chunk, and what it imports, beside the entry when
 * the address matches (build/preloadMemberApp.ts reads the chunk files off the bundle), so the page's code
 * no longer waits for the app to run first.
 */
export interface RoutePreload {
  /** A pattern of the route table (`ROUTES.storeCouponPattern`). */
  pattern: string;
  /** The lazy module that route renders: a page, or the login page's form. */
  module: string;
  /**
   * The gateway's GETs the page makes first, which index.html starts with the member's token while the
   * page's code downloads (src/modules/api/earlyCalls.ts hands their answers to the app), in order.
   */
  calls?: readonly EarlyCallPreload[];
}

/**
 * An early GET: its path, where `{name}` is the route's `:name` and `{call.field.field}` a field of an
 * earlier call's JSON answer (that call names itself `call` with `as`); a call that needs an answer waits
 * for it, and is not made when the answer is not a success or lacks the field.
 */
export interface EarlyCallPreload {
  path: string;
  as?: string;
}

export const ROUTE_PRELOADS: readonly RoutePreload[] = [
  // The login page comes with the member app, its form is a chunk of its own (MobileLoginPage.tsx).
  { pattern: ROUTES.mobileLogin, module: 'src/modules/member-auth/MemberLoginForm.lazy.ts' },
  // A counter's QR code and a push open the stamp page; links of their own open a ticket and the store.
  // The stamp page's calls, as modules/coupons/api/coupons.ts `prefetchStampCard` makes them: the store and
  // the member at once, then the member's card for the store's mission.
  {
    pattern: ROUTES.storeCouponPattern,
    module: 'src/pages/mobile/MobileStampPage.tsx',
    calls: [
      { path: '/api/v1/store/{id}', as: 'store' },
      { path: '/wifi-user/me', as: 'member' },
      { path: '/api/v1/coupon/member={member.bbs_no}/mission={store.Mission.id}' },
    ],
  },
  { pattern: ROUTES.storeTicketPattern, module: 'src/pages/mobile/MobileRedeemPage.tsx' },
  { pattern: ROUTES.storeMapPattern, module: 'src/pages/mobile/MobileStoreDetailPage.tsx' },
  // The mailed links.
  { pattern: ROUTES.mobileResetPassword, module: 'src/pages/mobile/MobileResetPasswordPage.tsx' },
  { pattern: ROUTES.mobileReactivate, module: 'src/pages/mobile/MobileReactivatePage.tsx' },
  { pattern: ROUTES.ownerSetPassword, module: 'src/pages/mobile/MobileOwnerSetPasswordPage.tsx' },
];

/**
 * The calls the member app makes on every page as it starts, whoever is logged in (they go with the member's
 * token when there is one, as the app's do): the missions' calendar setting (`CalendarSetting`), which dates
 * wait for. Started by index.html like a route's, so that no call the app would make only after its code
 * has run stands between a deep-linked page and its first paint.
 */
export const MEMBER_APP_CALLS: readonly EarlyCallPreload[] = [{ path: '/api/v1/config/calendar' }];

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The source of a regular expression (to be used with the `i` flag) that matches the paths react-router's
 * `matchPath` matches for `pattern`: `:param` is one segment, a trailing `/*` anything below (or nothing),
 * a trailing slash is allowed, and the member screens' `/mobile` alias (MobileBaseAlias.tsx) is matched too.
 * Each `:param` is a group of its own, in order (`routeCallSources` names them by number).
 */
export function pathPatternSource(pattern: string): string {
  const splat = pattern.endsWith('/*');
  const segments = (splat ? pattern.slice(0, -2) : pattern).split('/').filter(Boolean);
  const path = segments
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : escapeRegExp(segment)))
    .join('/');
  const alias = MOBILE_ALIASED_PATTERNS.includes(pattern) ? `(?:${escapeRegExp(ROUTES.mobileBase)})?` : '';
  return `^${alias}/${path}${splat ? '(?:/.*)?' : ''}/?$`;
}

/** The `:param` names of a route pattern, in order. */
function paramsOf(pattern: string): string[] {
  return pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** An early call as the inline script has it: its path with route parameters numbered, and its name. */
export type EarlyCallSource = readonly [path: string, as: string];

/**
 * A route's early calls with each `{name}` of a route parameter made `{n}`, the number of the `:name` group
 * in `pathPatternSource(pattern)`'s match, for the inline script to fill in; `{call.field}` stays. A call that
 * names a parameter the route does not have, or an answer no earlier call gives, fails the build.
 */
export function routeCallSources({ pattern, calls = [] }: RoutePreload): EarlyCallSource[] {
  const params = paramsOf(pattern);
  const named = new Set<string>();
  return calls.map(({ path, as = '' }) => {
    const source = path.replace(/\{(\w+)(\.[\w.]+)?\}/g, (whole, name: string, field?: string) => {
      if (field !== undefined) {
        if (!named.has(name))
          throw new Error(`The early call ${path} needs ${name}, which no call before it is`);
        return whole;
      }
      const group = params.indexOf(name) + 1;
      if (group === 0)
        throw new Error(`The early call ${path} names {${name}}, which ${pattern} does not have`);
      return `{${String(group)}}`;
    });
    if (as) named.add(as);
    return [source, as] as const;
  });
}
