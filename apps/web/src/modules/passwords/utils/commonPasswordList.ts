// The common-password list as a chunk of its own (named after this file): the service worker leaves it out
// of the offline shell (apps/web/build/memberShell.ts) and `npm run bench:web` reports it apart.
export { dictionary } from '@zxcvbn-ts/language-common';
