import type { Rolldown } from 'vite';

type CodeSplittingGroup = NonNullable<
  Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']
>[number];

/** The member app's lazy module, which home and login need before they can draw. */
export const MEMBER_APP_MODULE = /[\\/]pages[\\/]mobile[\\/]MobileApp\.tsx$/;

/**
 * The chunk that holds the member app's first route; `npm run bench:web` finds it in the manifest by this
 * name (build/preloadMemberApp.ts, by the module it holds).
 */
export const MEMBER_APP_CHUNK = 'MobileApp';

/**
 * The first route in three files, for `build.rolldownOptions.output.codeSplitting.groups`. A deep-linked
 * member page loads the entry, the member app and its own chunks before it can draw. Left to itself,
 * Rolldown gave every module that the entry or the member app shares with a lazy chunk a chunk of its own:
 * the first route came as 10 scripts (the JSX runtime, the route table, an icon set, a form field, ... each a
 * request of its own on a phone's slow connection), and Lighthouse's simulated load counts every one of them
 * before the largest paint. Now: the entry with everything it imports statically (`$initial`); the member
 * app (home and login) with everything it imports statically, as far as Rolldown includes it (the group takes
 * a captured module's dependencies with it); and Rolldown's own runtime. Lazy routes keep Rolldown's
 * splitting.
 *
 * The back-office loads the member app's chunk too, for the code the two share (the API client, the query
 * cache, the UI kit): its first load is 5.6 KB larger (209.4 KB against 203.8 KB) in 3 requests fewer,
 * once, on a desktop, so that a phone does not pay a request for that split.
 */
export const FIRST_ROUTE_GROUPS: CodeSplittingGroup[] = [
  { name: 'index', tags: ['$initial'], priority: 2 },
  { name: MEMBER_APP_CHUNK, test: MEMBER_APP_MODULE, priority: 1 },
];
