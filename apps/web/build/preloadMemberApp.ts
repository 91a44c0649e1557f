import { resolve } from 'node:path';

import type { Plugin, Rollup } from 'vite';

import { EARLY_CALLS } from '../src/modules/api/earlyCalls.ts';
import { MEMBER_STORAGE } from '../src/modules/session/memberSession.ts';
import {
  pathPatternSource,
  routeCallSources,
  type EarlyCallPreload,
  type EarlyCallSource,
  type RoutePreload,
} from './routePreloads.ts';
import { MEMBER_APP_MODULE } from './firstRouteChunks.ts';

/** A link the inline script adds: its `rel` and its address. */
type Link = readonly ['modulepreload' | 'stylesheet', string];

/** The chunk files a chunk imports statically, transitively, with itself. */
function staticFiles(bundle: Rollup.OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk' || into.has(fileName)) return into;
  into.add(fileName);
  chunk.imports.forEach((imported) => staticFiles(bundle, imported, into));
  return into;
}

/** The CSS files the chunk files import. */
function cssOf(bundle: Rollup.OutputBundle, files: readonly string[]): string[] {
  return files.flatMap((file) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
  });
}

/** A route as the inline script has it: its pattern's source, its links, its early calls. */
type RouteEntry = readonly [string, Link[], EarlyCallSource[]];

/**
 * The inline script: outside /admin, the member app's links, then those of the deep-linked route the address
 * matches, at low priority: the entry and the member app come first on a slow link (the page draws nothing
 * without them), the route's chunks in what bandwidth is left, still long before the app asks for them.
 * Then the early calls: the member app's own on every page (with the stored member token when there is one,
 * as the app's calls go), and the route's when there is a login; the stored token counts when the app will
 * keep it (restoreMemberSession: this browser session's flag, or auto-login). Each is kept on
 * `window[EARLY_CALLS]` by its address for the app's client (src/modules/api/earlyCalls.ts). Plain ES5, as it runs before anything else; storage that throws
 * (a browser that refuses it) means no early calls.
 */
function inlineScript(
  memberApp: readonly Link[],
  appCalls: readonly EarlyCallSource[],
  routes: readonly RouteEntry[],
  apiBase: string,
): string {
  const { token, sessionFlag, autoLogin } = MEMBER_STORAGE;
  return (
    `<script>(function(p){if(/^\\/admin(\\/|$)/.test(p))return;` +
    `function a(x,low){var e=document.createElement('link');e.rel=x[0];e.href=x[1];` +
    `if(x[0]==='modulepreload')e.crossOrigin='';if(low)e.fetchPriority='low';document.head.appendChild(e)}` +
    `var t=null;try{t=localStorage.getItem('${token}');` +
    `if(t==='false'||!(sessionStorage.getItem('${sessionFlag}')||localStorage.getItem('${autoLogin}')==='true'))t=null}catch(e){}` +
    // c: the early calls by address (an address the app has asked for already is not asked again: f throws);
    // n: the JSON answers of the named ones; f: a call; v: a field of an answer.
    `var c=window.${EARLY_CALLS}={},n={},b=${JSON.stringify(apiBase)}||location.origin;` +
    `function f(u){if(b+u in c)throw 0;var h=t?'Bearer '+t:null,r=fetch(b+u,{headers:h?{Authorization:h}:{},priority:'low'});c[b+u]={authorization:h,response:r};return r}` +
    `function v(o,k){k.split('.').forEach(function(x){o=o==null?o:o[x]});return o}` +
    // g: a route's call; its path's route parameters from the match, and any answers' fields once they are in
    // (a call that needs none is made at once).
    `function g(x,m){var d=[],u=x[0].replace(/\\{(\\d+)\\}/g,function(_,i){return encodeURIComponent(m[i])});` +
    `u.replace(/\\{(\\w+)\\./g,function(_,k){d.push(k)});` +
    `var w=d.length?Promise.all(d.map(function(k){return n[k]})).then(function(a){` +
    `return f(u.replace(/\\{(\\w+)\\.([^}]+)\\}/g,function(_,k,q){var y=v(a[d.indexOf(k)],q);if(y==null)throw 0;return encodeURIComponent(y)}))}):f(u);` +
    `if(x[1])n[x[1]]=w.then(function(r){return r.ok?r.clone().json():null}).catch(function(){return null});w.catch(function(){})}` +
    `${JSON.stringify(memberApp)}.forEach(function(x){a(x)});var e=window.fetch&&window.Promise;` +
    `if(e)${JSON.stringify(appCalls)}.forEach(function(x){g(x,[])});` +
    `${JSON.stringify(routes)}.forEach(function(r){var m=new RegExp(r[0],'i').exec(p);if(!m)return;` +
    `r[1].forEach(function(x){a(x,1)});` +
    `if(t&&e)r[2].forEach(function(x){g(x,m)})` +
    `})})(location.pathname)</script>`
  );
}

/**
 * Lets a member page fetch the member app's bundle (and its CSS) together with the entry instead of after
 * it: a small inline script in index.html adds `modulepreload` links for them, except under /admin (the
 * back-office loads its own bundle). On a slow connection that saves a round trip before the first paint.
 * A page opened by a link from outside (`routes`: the stamp page from a QR code, the login form, a mailed
 * link) has its own chunks preloaded the same way, when the address matches its route, and its CSS linked:
 * Vite's loader then finds the stylesheet in place when the page's chunk is imported. (A `preload` of the CSS
 * instead had the loader add the stylesheet then and wait for it: one more round trip, measured.)
 * The script comes before the entry's tags, so no stylesheet holds it up.
 */
export function preloadMemberApp(
  routes: readonly RoutePreload[],
  appCalls: readonly EarlyCallPreload[] = [],
): Plugin {
  let root = '';
  let apiBase = '';
  return {
    name: 'stamp:preload-member-app',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      // The gateway's origin when the build names one (src/modules/api/client.ts), else the page's own.
      apiBase = (config.env.VITE_API_BASE_URL as string | undefined) ?? '';
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      // The chunk that holds the member app's module: its own, or its first-route group's (firstRouteChunks.ts).
      const memberApp = chunks.find((chunk) => chunk.moduleIds.some((id) => MEMBER_APP_MODULE.test(id)));
      const html = bundle['index.html'];
      if (!entry || !memberApp || html?.type !== 'asset') {
        this.error('preloadMemberApp: the entry, the member app chunk or index.html is missing');
      }
      const inEntry = staticFiles(bundle, entry.fileName);
      const js = [...staticFiles(bundle, memberApp.fileName)].filter((file) => !inEntry.has(file));
      const links: Link[] = [
        ...js.map((file): Link => ['modulepreload', `/${file}`]),
        ...cssOf(bundle, js).map((file): Link => ['stylesheet', `/${file}`]),
      ];

      const firstRoute = staticFiles(bundle, memberApp.fileName, new Set(inEntry));
      const routeEntries = routes.map((preload) => {
        const { pattern, module } = preload;
        const id = resolve(root, module);
        const chunk = chunks.find((candidate) => candidate.isDynamicEntry && candidate.facadeModuleId === id);
        if (!chunk)
          this.error(`preloadMemberApp: ${module} (route ${pattern}) is not a lazy chunk of its own`);
        const files = [...staticFiles(bundle, chunk.fileName)].filter((file) => !firstRoute.has(file));
        const route: Link[] = [
          ...files.map((file): Link => ['modulepreload', `/${file}`]),
          ...cssOf(bundle, files).map((file): Link => ['stylesheet', `/${file}`]),
        ];
        return [pathPatternSource(pattern), route, routeCallSources(preload)] as const;
      });

      // Before the entry's tags and the stylesheet: a script after a stylesheet waits for it to load (measured
      // under real throttling, the preloads then started ~300 ms after the entry's files instead of with them).
      const source = String(html.source);
      const entryTag = source.indexOf('<script type="module"');
      if (entryTag < 0) this.error('preloadMemberApp: index.html has no module script');
      html.source = `${source.slice(0, entryTag)}${inlineScript(links, routeCallSources({ pattern: '', module: '', calls: appCalls }), routeEntries, apiBase)}\n    ${source.slice(entryTag)}`;
    },
  };
}
