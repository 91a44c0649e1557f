import { runInNewContext } from 'node:vm';

import { afterEach, describe, expect, it } from 'vitest';
import type { ResolvedConfig, Rollup } from 'vite';

import { EARLY_CALLS } from '../src/modules/api/earlyCalls.ts';
import { MEMBER_STORAGE } from '../src/modules/session/memberSession.ts';
import { ROUTES } from '../src/routes.ts';
import { preloadMemberApp } from './preloadMemberApp.ts';
import { ROUTE_PRELOADS, type EarlyCallPreload, type RoutePreload } from './routePreloads.ts';

const ROOT = '/app';
/** The stamp page as the build has it: its module and its early calls. */
function stampPage(): RoutePreload {
  const route = ROUTE_PRELOADS.find((preload) => preload.pattern === ROUTES.storeCouponPattern);
  if (!route) throw new Error('ROUTE_PRELOADS has no stamp page');
  return route;
}
const STAMP_PAGE = stampPage();
/** A member's login as the app keeps it for this browser session (memberSession.ts). */
const LOGGED_IN: Browser = {
  local: { [MEMBER_STORAGE.token]: 'member-token' },
  session: { [MEMBER_STORAGE.sessionFlag]: 'true' },
};

function chunk(
  fileName: string,
  fields: Partial<Rollup.OutputChunk> & { css?: string[] },
): Rollup.OutputChunk {
  const { css = [], ...rest } = fields;
  return {
    type: 'chunk',
    fileName,
    imports: [],
    dynamicImports: [],
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    moduleIds: fields.facadeModuleId ? [fields.facadeModuleId] : [],
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
    ...rest,
  } as unknown as Rollup.OutputChunk;
}

/** The entry, the member app, and a stamp page that shares a chunk with the member app and has one of its own. */
function bundle(): Rollup.OutputBundle {
  const chunks = [
    chunk('assets/index.js', {
      isEntry: true,
      imports: ['assets/react.js'],
      facadeModuleId: `${ROOT}/index.html`,
    }),
    chunk('assets/react.js', {}),
    chunk('assets/MobileApp.js', {
      isDynamicEntry: true,
      facadeModuleId: `${ROOT}/src/pages/mobile/MobileApp.tsx`,
      imports: ['assets/react.js', 'assets/shell.js'],
      css: ['assets/MobileApp.css'],
    }),
    chunk('assets/shell.js', {}),
    chunk('assets/MobileStampPage.js', {
      isDynamicEntry: true,
      facadeModuleId: `${ROOT}/${STAMP_PAGE.module}`,
      imports: ['assets/shell.js', 'assets/forms.js'],
      css: ['assets/MobileStampPage.css'],
    }),
    chunk('assets/forms.js', {}),
  ];
  const html = {
    type: 'asset',
    fileName: 'index.html',
    source: '<head></head><body><script type="module" src="/assets/index.js"></script></body>',
  } as unknown as Rollup.OutputAsset;
  return Object.fromEntries([...chunks, html].map((output) => [output.fileName, output]));
}

/** The plugin's work on `output`, as Vite calls it at the end of a build. */
function build(
  output: Rollup.OutputBundle,
  routes: readonly RoutePreload[],
  appCalls: readonly EarlyCallPreload[] = [],
): string {
  const sut = preloadMemberApp(routes, appCalls);
  const configResolved = sut.configResolved as (config: Pick<ResolvedConfig, 'root' | 'env'>) => void;
  configResolved({ root: ROOT, env: {} });
  const generateBundle = sut.generateBundle as (
    this: Pick<Rollup.PluginContext, 'error'>,
    options: unknown,
    bundle: Rollup.OutputBundle,
  ) => void;
  const context = {
    error: (message: unknown): never => {
      throw new Error(String(message));
    },
  };
  generateBundle.call(context, {}, output);
  const html = output['index.html'];
  return html?.type === 'asset' ? String(html.source) : '';
}

const ORIGIN = 'https://stamp.example';

/** A browser's storage holding `items`. */
function storage(items: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key) => items[key] ?? null };
}

interface Browser {
  /** What local and session storage hold (nothing: no login). */
  local?: Record<string, string>;
  session?: Record<string, string>;
  /** The gateway's answers by path (anything else: 404). */
  answers?: Record<string, unknown>;
}

/** The gateway's answers to the stamp page's store and member. */
const STORE_AND_MEMBER = {
  '/api/v1/store/12': { id: 12, Mission: { id: 7 } },
  '/wifi-user/me': { bbs_no: 3 },
};

/**
 * Runs index.html's inline script at `path` in a page whose storage holds `browser`'s items; answers the
 * early calls it made, as `address Authorization` (those made once others have answered, after
 * `settled()`), and the window it ran in.
 */
function runAt(html: string, path: string, browser: Browser = {}) {
  const script = /<script>(.*?)<\/script>/s.exec(html)?.[1] ?? '';
  const calls: string[] = [];
  const window: Record<string, unknown> = {
    Promise,
    fetch: (address: string, init: { headers: Record<string, string>; priority: string }) => {
      calls.push(`${address} ${init.headers.Authorization ?? ''} ${init.priority}`.replace(/ +/g, ' '));
      const answer = browser.answers?.[address.slice(ORIGIN.length)];
      return Promise.resolve(Response.json(answer ?? {}, { status: answer ? 200 : 404 }));
    },
  };
  runInNewContext(script, {
    document,
    window,
    fetch: window.fetch,
    location: { pathname: path, origin: ORIGIN },
    localStorage: storage(browser.local ?? {}),
    sessionStorage: storage(browser.session ?? {}),
  });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { calls, window, settled };
}

/** Runs index.html's inline script at `path`; answers the links it added to the head, as `rel href`. */
function linksAt(html: string, path: string): string[] {
  runAt(html, path);
  return [...document.head.querySelectorAll('link')].map(
    (link) => `${link.rel} ${link.getAttribute('href') ?? ''}${link.fetchPriority === 'low' ? ' low' : ''}`,
  );
}

/** The member app's chunk, what it shares with no other, and its CSS: on every member page. */
const MEMBER_APP_LINKS = [
  'modulepreload /assets/MobileApp.js',
  'modulepreload /assets/shell.js',
  'stylesheet /assets/MobileApp.css',
];

describe(preloadMemberApp.name, () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("preloads, on the stamp page's address, its chunks and CSS after the member app's, at low priority, none of them twice", () => {
    const html = build(bundle(), [STAMP_PAGE]);

    expect(linksAt(html, '/store/coupon/12')).toEqual([
      ...MEMBER_APP_LINKS,
      'modulepreload /assets/MobileStampPage.js low',
      'modulepreload /assets/forms.js low',
      'stylesheet /assets/MobileStampPage.css low',
    ]);
  });

  it("preloads the member app's only on another member page, and nothing in the back-office", () => {
    const html = build(bundle(), [STAMP_PAGE]);

    expect(linksAt(html, '/home')).toEqual(MEMBER_APP_LINKS);
    document.head.innerHTML = '';
    expect(linksAt(html, '/admin/index/store-member')).toEqual([]);
  });

  it("finds the member app in the first route's group chunk, which has no module of its own as facade (firstRouteChunks.ts)", () => {
    const output = bundle();
    const memberApp = output['assets/MobileApp.js'] as Rollup.OutputChunk;
    Object.assign(memberApp, {
      isDynamicEntry: false,
      facadeModuleId: null,
      moduleIds: [`${ROOT}/src/modules/api/client.ts`, `${ROOT}/src/pages/mobile/MobileApp.tsx`],
    });

    const html = build(output, [STAMP_PAGE]);

    expect(linksAt(html, '/home')).toEqual(MEMBER_APP_LINKS);
  });

  it('puts the script before the entry, so no stylesheet holds it up', () => {
    const html = build(bundle(), [STAMP_PAGE]);

    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it("asks, on the stamp page's address, for its store and its member with the stored token, then for the card of the member and the store's mission", async () => {
    const html = build(bundle(), [STAMP_PAGE]);

    const { calls, window, settled } = runAt(html, '/mobile/store/coupon/12', {
      ...LOGGED_IN,
      answers: STORE_AND_MEMBER,
    });
    await settled();

    expect(calls).toEqual([
      `${ORIGIN}/api/v1/store/12 Bearer member-token low`,
      `${ORIGIN}/wifi-user/me Bearer member-token low`,
      `${ORIGIN}/api/v1/coupon/member=3/mission=7 Bearer member-token low`,
    ]);
    expect(Object.keys(window[EARLY_CALLS] as object)).toEqual([
      `${ORIGIN}/api/v1/store/12`,
      `${ORIGIN}/wifi-user/me`,
      `${ORIGIN}/api/v1/coupon/member=3/mission=7`,
    ]);
  });

  it("makes the member app's own calls on every member page, with the token when there is one, and none in the back-office", () => {
    const html = build(bundle(), [STAMP_PAGE], [{ path: '/api/v1/config/calendar' }]);

    expect(runAt(html, '/home').calls).toEqual([`${ORIGIN}/api/v1/config/calendar low`]);
    expect(runAt(html, '/store/coupon/12', LOGGED_IN).calls[0]).toBe(
      `${ORIGIN}/api/v1/config/calendar Bearer member-token low`,
    );
    expect(runAt(html, '/admin/index/store-member', LOGGED_IN).calls).toEqual([]);
  });

  it('makes no call that needs an answer when the app has asked for its address meanwhile', async () => {
    const html = build(bundle(), [STAMP_PAGE]);

    const { calls, window, settled } = runAt(html, '/store/coupon/12', {
      ...LOGGED_IN,
      answers: STORE_AND_MEMBER,
    });
    (window[EARLY_CALLS] as Record<string, unknown>)[`${ORIGIN}/api/v1/coupon/member=3/mission=7`] =
      undefined;
    await settled();

    expect(calls).toHaveLength(2);
  });

  it('makes no call that needs an answer when that answer failed or lacks the field', async () => {
    const html = build(bundle(), [STAMP_PAGE]);

    const noMission = runAt(html, '/store/coupon/12', {
      ...LOGGED_IN,
      answers: { ...STORE_AND_MEMBER, '/api/v1/store/12': { id: 12, Mission: null } },
    });
    const noMember = runAt(html, '/store/coupon/12', {
      ...LOGGED_IN,
      answers: { '/api/v1/store/12': STORE_AND_MEMBER['/api/v1/store/12'] },
    });
    await noMission.settled();

    expect(noMission.calls).toHaveLength(2);
    expect(noMember.calls).toHaveLength(2);
  });

  it('keeps a login of an earlier browser session only with auto-login, as the app does', () => {
    const html = build(bundle(), [STAMP_PAGE]);
    const earlier = { [MEMBER_STORAGE.token]: 'member-token' };

    expect(runAt(html, '/store/coupon/12', { local: earlier }).calls).toEqual([]);
    expect(
      runAt(html, '/store/coupon/12', { local: { ...earlier, [MEMBER_STORAGE.autoLogin]: 'true' } }).calls,
    ).toHaveLength(2);
  });

  it('makes no early call without a login, on another page, or for a logged-out token', () => {
    const html = build(bundle(), [STAMP_PAGE]);

    expect(runAt(html, '/store/coupon/12').calls).toEqual([]);
    expect(runAt(html, '/home', LOGGED_IN).calls).toEqual([]);
    expect(
      runAt(html, '/store/coupon/12', { ...LOGGED_IN, local: { [MEMBER_STORAGE.token]: 'false' } }).calls,
    ).toEqual([]);
  });

  it('fails the build for an early call naming a parameter its route does not have, or an answer no call before it gives', () => {
    expect(() => build(bundle(), [{ ...STAMP_PAGE, calls: [{ path: '/api/v1/store/{storeId}' }] }])).toThrow(
      /names \{storeId\}, which \/store\/coupon\/:id does not have/,
    );
    expect(() =>
      build(bundle(), [{ ...STAMP_PAGE, calls: [{ path: '/api/v1/coupon/member={member.bbs_no}' }] }]),
    ).toThrow(/needs member, which no call before it is/);
  });

  it('fails the build for a route whose module is not a lazy chunk of its own', () => {
    expect(() =>
      build(bundle(), [
        { pattern: ROUTES.storeTicketPattern, module: 'src/pages/mobile/MobileRedeemPage.tsx' },
      ]),
    ).toThrow(/MobileRedeemPage\.tsx .* is not a lazy chunk of its own/);
  });
});
