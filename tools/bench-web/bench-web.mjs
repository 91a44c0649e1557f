// npm run bench:web: the web app's budgets (docs/web.md, docs/benchmarks.md). Builds the web app, reports
// the gzip size of the first mobile route's JavaScript, each lazy route's extra JavaScript and the CSS; then
// starts the product as `npm start` runs it (standalone, a fresh data folder), seeds a member, a store and
// its mission, and runs Lighthouse 12 (mobile preset, Debian's Chromium) on home, login and the stamp page,
// twice each: with Lighthouse's simulated throttling (the preset) and with real throttling in the browser
// (DevTools: 150 ms round trips, 1.6 Mbps down, 4× slower CPU), a cheap phone on a slow connection.
// Prints each figure against its budget and exits non-zero on a FAIL.
//
//   npm run bench:web                  build (web with a manifest, and the server if missing), measure
//   npm run bench:web -- --no-build    reuse apps/web/dist (built with --manifest) and dist/
//   npm run bench:web -- --sizes-only  no Lighthouse
//   npm run bench:web -- --runs=3      each real-throttling audit 3 times, the median shown (a busy machine)
//   npm run bench:web -- --page=coupon only the pages whose path contains `coupon` (an investigation; the
//                                      budgets of the pages left out are not checked)
//   BENCH_WEB_REPORTS=<dir>            also write each Lighthouse report there as JSON (the waterfall, the
//                                      LCP element), for a look at why a figure is what it is
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

import { freePort } from '../bench-kit/cluster.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WEB_DIST = join(ROOT, 'apps/web/dist');
const MANIFEST = join(WEB_DIST, '.vite/manifest.json');
const ENTRY = join(ROOT, 'dist/apps/standalone/src/main.js');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ARGS = new Set(process.argv.slice(2));
const REPORTS = process.env.BENCH_WEB_REPORTS;
const RUNS = Number([...ARGS].find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs= takes a whole number of runs, 1 or more');
const PAGE = [...ARGS].find((arg) => arg.startsWith('--page='))?.slice('--page='.length);

const KB = 1024;
const BUDGET = {
  firstRouteJs: 120 * KB,
  lazyRouteJs: 30 * KB,
  css: 20 * KB,
  performance: 90,
  accessibility: 95,
  bestPractices: 95,
  lcpMs: 2500,
  cls: 0.1,
};
/** The member app's bundle, and its screens that come with it (the first routes: home and login). */
const MEMBER_APP = 'src/pages/mobile/MobileApp.tsx';
/** The name of the build's chunk that holds it with the rest of the first route (apps/web/build/firstRouteChunks.ts). */
const MEMBER_APP_CHUNK = 'MobileApp';
/** Modules of the back-office: its chunks are reported, not budgeted (a phone never loads them). */
const ADMIN = /^src\/pages\/admin\//;
/** The back-office's bundle: a lazy chunk that needs it is the back-office's too (the QR code, the charts). */
const ADMIN_APP = 'src/pages/admin/AdminApp.tsx';
/**
 * Data, not a screen: the common-password list a form fetches when it sets a password (decision 0007),
 * reported apart and not budgeted as a route.
 */
const LAZY_DATA = /\/commonPasswordList\.ts$/;
/**
 * Real throttling, applied by the browser (Lighthouse's `devtools` method) rather than computed afterwards
 * from an unthrottled load: every request waits 150 ms, the download is 1.6 Mbps, the CPU 4× slower.
 */
const REAL_THROTTLING = {
  requestLatencyMs: 150,
  downloadThroughputKbps: 1600,
  uploadThroughputKbps: 750,
  cpuSlowdownMultiplier: 4,
  // Read by the simulation only; set to the same connection so the report's settings say what was used.
  rttMs: 150,
  throughputKbps: 1600,
};
const THROTTLING = {
  simulated: { throttlingMethod: 'simulate' },
  real: { throttlingMethod: 'devtools', throttling: REAL_THROTTLING },
};
/** The member token and flags as modules/session/memberSession.ts keeps them (spec §4). */
const MEMBER_STORAGE = { token: 'mobileLoginToken', autoLogin: 'autoLogin', loginId: 'mobileLoginId' };
const BOOTSTRAP = { id: 'admin', password: 'bench-web-super-master-1' };

const results = [];

function log(message) {
  console.log(`[bench:web] ${message}`);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

/** Records a figure; `pass` null for figures without a budget. */
function record(what, shown, pass, budget = '') {
  results.push({ what, shown, pass, budget });
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const gzipSize = (file) => gzipSync(readFileSync(join(WEB_DIST, file)), { level: 9 }).length;

// ---- sizes ------------------------------------------------------------------------------------------------

/** The chunk files a manifest key loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

function cssOf(manifest, files) {
  const css = new Set();
  for (const chunk of Object.values(manifest)) {
    if (files.has(chunk.file)) (chunk.css ?? []).forEach((file) => css.add(file));
  }
  return css;
}

/**
 * The member app's chunk in the manifest: its module's own entry, or the chunk of the build's group that
 * holds it (`MEMBER_APP_CHUNK`, apps/web/build/firstRouteChunks.ts), which the manifest keys by its file.
 */
function memberAppKey(manifest) {
  if (manifest[MEMBER_APP]) return MEMBER_APP;
  const group = Object.keys(manifest).find(
    (key) => manifest[key].name === MEMBER_APP_CHUNK && !manifest[key].src && key.endsWith('.js'),
  );
  if (!group) throw new Error(`${MEMBER_APP} is in no chunk of the manifest`);
  return group;
}

/**
 * The renderer the bundle carries, as it announces itself to React's developer tools (`rendererPackageName`
 * and `reconcilerVersion`, which React DOM's production build keeps): `react-dom 19.3.1`, or null when no
 * file of `files` has one (a substitute renderer such as preact/compat has none).
 */
function rendererOf(files) {
  for (const file of files) {
    const code = readFileSync(join(WEB_DIST, file), 'utf8');
    const name = /rendererPackageName:\s*[`'"]([\w@/-]+)[`'"]/.exec(code)?.[1];
    if (name) return `${name} ${/reconcilerVersion:\s*[`'"]([\w.-]+)[`'"]/.exec(code)?.[1] ?? ''}`.trim();
  }
  return null;
}

const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);

function measureSizes() {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  // The first route: the entry, the member app (home and login are in it) and what they import.
  const first = staticClosure(manifest, entryKey);
  const memberApp = memberAppKey(manifest);
  staticClosure(manifest, memberApp, first);
  const firstJs = sum(first);
  record(
    `first mobile route JS (/home, /mobile/login; ${first.size} files)`,
    kb(firstJs),
    firstJs <= BUDGET.firstRouteJs,
    `≤ ${kb(BUDGET.firstRouteJs)}`,
  );
  const renderer = rendererOf(first);
  record(
    'renderer in the first route',
    renderer ?? 'none found',
    renderer?.startsWith('react-dom ') ?? false,
    'React DOM',
  );

  const memberCss = cssOf(manifest, first);
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || key === memberApp) continue;
    const extra = new Set([...staticClosure(manifest, key)].filter((file) => !first.has(file)));
    const bytes = sum(extra);
    const name = key.replace(/^.*\//, '').replace(/\.tsx?$/, '');
    const backOffice = staticClosure(manifest, ADMIN_APP);
    if (ADMIN.test(key) || /DayChart/.test(key) || extra.has(manifest[ADMIN_APP]?.file)) {
      const beyond = key === ADMIN_APP ? bytes : sum([...extra].filter((file) => !backOffice.has(file)));
      record(`back-office lazy: ${name}`, `+${kb(beyond)}`, null, 'not budgeted');
      continue;
    }
    if (LAZY_DATA.test(key)) {
      record(
        `lazy data: ${name}`,
        `+${kb(bytes)}`,
        null,
        'not budgeted: fetched by a form setting a password',
      );
      continue;
    }
    cssOf(manifest, extra).forEach((file) => memberCss.add(file));
    record(
      `lazy route: ${name}`,
      `+${kb(bytes)}`,
      bytes <= BUDGET.lazyRouteJs,
      `≤ +${kb(BUDGET.lazyRouteJs)}`,
    );
  }
  const css = sum(memberCss);
  record(
    `member app CSS (all its screens; ${memberCss.size} files)`,
    kb(css),
    css <= BUDGET.css,
    `≤ ${kb(BUDGET.css)}`,
  );
}

// ---- the product ------------------------------------------------------------------------------------------

async function startProduct() {
  const dataDir = mkdtempSync(join(tmpdir(), 'stamp-bench-web-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [ENTRY], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      BOOTSTRAP_ADMIN_ID: BOOTSTRAP.id,
      BOOTSTRAP_ADMIN_PASSWORD: BOOTSTRAP.password,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the product was not ready in 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { baseUrl, stop };
}

async function call(baseUrl, method, path, body, token) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

function manilaDate(days) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A store with a 10-stamp mission, a member with a card for it; the member's token and the card's id. */
async function seed(baseUrl) {
  const stampPassword = '432109';
  const admin = await call(baseUrl, 'POST', '/api/v1/admin/login', {
    admin_id: BOOTSTRAP.id,
    password: BOOTSTRAP.password,
  });
  const store = await call(
    baseUrl,
    'POST',
    '/api/v1/store/create',
    {
      name: 'Kape ni Juan',
      password: stampPassword,
      owner_name: 'Juan Dela Cruz',
      email: 'owner@kapenijuan.ph',
      phone_number: '0281234567',
      owner_phone: '09171234567',
      region: 'National Capital Region (NCR)',
      province: 'Makati City',
      address: '123 Ayala Ave.',
    },
    admin.token,
  );
  const { mission } = await call(
    baseUrl,
    'POST',
    '/api/v1/mission/create',
    {
      store_id: store.id,
      name: 'Buy 10 coffees, get 1 free',
      start_date: manilaDate(-1),
      expire_date: manilaDate(30),
      max_stamp_count: 10,
    },
    admin.token,
  );
  const email = 'juan@example.ph';
  const password = 'bench-member-pass-1';
  const { bbs_no } = await call(baseUrl, 'POST', '/wifi-user/signup', {
    member_id: email,
    member_name: 'Juan',
    member_name2: 'Dela Cruz',
    member_pass: password,
    member_pass_confirm: password,
    privacy_agreed: true,
  });
  const { token } = await call(baseUrl, 'POST', '/wifi-user/login', { email, password });
  const coupon = await call(
    baseUrl,
    'POST',
    '/api/v1/coupon/create',
    { user_id: bbs_no, mission_id: mission.id },
    token,
  );
  await call(baseUrl, 'POST', `/api/v1/coupon/${coupon.id}/add`, { password: stampPassword }, token);
  return { token, email, couponId: coupon.id };
}

// ---- Lighthouse -------------------------------------------------------------------------------------------

/** The script responses of the load (the service worker's own fetches included) and those begun before LCP. */
function scriptRequests(lhr, lcpMs) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === 'Script');
  return {
    scripts: scripts.length,
    scriptsBeforeLcp: scripts.filter((item) => (item.networkRequestTime ?? Infinity) < lcpMs).length,
  };
}

function saveReport(lhr, url, throttling, run) {
  if (!REPORTS) return;
  mkdirSync(REPORTS, { recursive: true });
  const name = new URL(url).pathname.replace(/^\//, '').replace(/\//g, '_') || 'root';
  writeFileSync(join(REPORTS, `${name}.${throttling}.${run + 1}.json`), JSON.stringify(lhr));
}

async function auditOnce(port, url, throttling, run) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // The member's login is put in local storage beforehand; Lighthouse must not clear it.
    disableStorageReset: true,
    ...THROTTLING[throttling],
  });
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  // A page that sent the browser elsewhere (a member logged out lands on the login page) would be measured
  // as the other page: its figures would pass for this one's.
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) {
    throw new Error(`Lighthouse on ${url}: the page went on to ${landed}; its figures are not this page's`);
  }
  saveReport(lhr, url, throttling, run);
  const lcpMs = lhr.audits['largest-contentful-paint'].numericValue;
  return {
    // null when Lighthouse could not score a metric (NO_TTI_CPU_IDLE_PERIOD: the CPU never went quiet).
    performance:
      lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    lcpMs,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    ...scriptRequests(lhr, lcpMs),
  };
}

/** The run with the median LCP of `runs` cold audits. */
async function audit(port, baseUrl, path, member, throttling, runs) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    await coldStart(port, baseUrl, member);
    results.push(await auditOnce(port, `${baseUrl}${path}`, throttling, run));
  }
  results.sort((a, b) => a.lcpMs - b.lcpMs);
  return { ...results[Math.floor((results.length - 1) / 2)], runs };
}

function recordAudit(page, scores) {
  record(
    `${page}: Performance`,
    scores.performance === null ? 'no score' : String(scores.performance),
    scores.performance !== null && scores.performance >= BUDGET.performance,
    `≥ ${BUDGET.performance}`,
  );
  record(
    `${page}: Accessibility`,
    String(scores.accessibility),
    scores.accessibility >= BUDGET.accessibility,
    `≥ ${BUDGET.accessibility}`,
  );
  record(
    `${page}: Best Practices`,
    String(scores.bestPractices),
    scores.bestPractices >= BUDGET.bestPractices,
    `≥ ${BUDGET.bestPractices}`,
  );
  record(
    `${page}: LCP`,
    `${(scores.lcpMs / 1000).toFixed(2)} s`,
    scores.lcpMs <= BUDGET.lcpMs,
    `≤ ${BUDGET.lcpMs / 1000} s`,
  );
  record(`${page}: CLS`, scores.cls.toFixed(3), scores.cls <= BUDGET.cls, `≤ ${BUDGET.cls}`);
  record(`${page}: FCP`, `${(scores.fcpMs / 1000).toFixed(2)} s`, null, '');
}

/**
 * The same page under real throttling: Performance and LCP against their budgets, the script responses of
 * the load and how many of them began before the largest paint.
 */
function recordRealAudit(page, scores) {
  const label = `${page}, real throttling${scores.runs > 1 ? ` (median of ${scores.runs})` : ''}`;
  record(
    `${label}: Performance`,
    scores.performance === null ? 'no score' : String(scores.performance),
    scores.performance !== null && scores.performance >= BUDGET.performance,
    `≥ ${BUDGET.performance}`,
  );
  record(
    `${label}: LCP`,
    `${(scores.lcpMs / 1000).toFixed(2)} s`,
    scores.lcpMs <= BUDGET.lcpMs,
    `≤ ${BUDGET.lcpMs / 1000} s`,
  );
  record(`${label}: FCP`, `${(scores.fcpMs / 1000).toFixed(2)} s`, null, '');
  record(`${label}: scripts`, `${scores.scriptsBeforeLcp} / ${scores.scripts}`, null, 'before LCP / all');
}

/**
 * Every page is measured cold, as a first visit: the origin's storage, service worker, Cache Storage and
 * the HTTP cache are cleared first (Lighthouse's own reset would also drop the login); then, for a page
 * that needs it, the member's login goes into local storage as a login with auto-login leaves it.
 */
async function coldStart(port, baseUrl, member) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: baseUrl, storageTypes: 'all' });
  await cdp.send('Network.clearBrowserCache');
  if (member) {
    // A page of the origin that is not the app, so no service worker is installed before the audit.
    await page.goto(`${baseUrl}/readyz`);
    await page.evaluate(
      ({ keys, token, email }) => {
        globalThis.localStorage.setItem(keys.token, token);
        globalThis.localStorage.setItem(keys.autoLogin, 'true');
        globalThis.localStorage.setItem(keys.loginId, email);
      },
      { keys: MEMBER_STORAGE, token: member.token, email: member.email },
    );
  }
  await page.close();
  await browser.close();
}

async function measureLighthouse() {
  const product = await startProduct();
  let chrome;
  try {
    const member = await seed(product.baseUrl);
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const pages = [
      ['/mobile/login', null],
      ['/home', member],
      [`/store/coupon/${member.couponId}`, member],
    ];
    for (const [path, login] of pages.filter(([path]) => PAGE === undefined || path.includes(PAGE))) {
      const page = `${path}${login ? ' (logged in)' : ''}`;
      recordAudit(page, await audit(chrome.port, product.baseUrl, path, login, 'simulated', 1));
      recordRealAudit(page, await audit(chrome.port, product.baseUrl, path, login, 'real', RUNS));
    }
  } finally {
    await chrome?.kill();
    await product.stop();
  }
}

// ---- main -------------------------------------------------------------------------------------------------

if (!ARGS.has('--no-build')) {
  log('building the web app (with a manifest of its chunks)');
  run('npx', ['vite', 'build', '-c', 'apps/web/vite.config.ts', '--logLevel', 'warn', '--manifest']);
  if (!existsSync(ENTRY) && !ARGS.has('--sizes-only')) {
    log('building the server');
    run('npm', ['run', 'build:server', '--silent']);
  }
}
if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: run without --no-build`);
measureSizes();
if (!ARGS.has('--sizes-only')) {
  log(
    'Lighthouse 12, mobile preset: simulated slow 4G and 4× CPU slowdown, then real throttling ' +
      '(150 ms per request, 1.6 Mbps down, 4× CPU); Chromium at ' +
      CHROME_PATH,
  );
  await measureLighthouse();
}

const width = Math.max(...results.map((result) => result.what.length));
for (const { what, shown, pass, budget } of results) {
  const verdict = pass === null ? '' : pass ? 'PASS' : 'FAIL';
  console.log(`${what.padEnd(width)}  ${shown.padStart(10)}  ${budget.padEnd(12)}  ${verdict}`);
}
const failed = results.filter((result) => result.pass === false);
console.log(
  failed.length === 0 ? 'bench:web: every budget met' : `bench:web: ${failed.length} budget(s) not met`,
);
process.exitCode = failed.length === 0 ? 0 : 1;
