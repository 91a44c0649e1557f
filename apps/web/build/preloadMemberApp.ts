import type { Plugin, Rollup } from 'vite';

/** The member app's lazy bundle, which home and login need before they can draw. */
const MEMBER_APP = /[\\/]pages[\\/]mobile[\\/]MobileApp\.tsx$/;

/** The chunk files a chunk imports statically, transitively, with itself. */
function staticFiles(bundle: Rollup.OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk' || into.has(fileName)) return into;
  into.add(fileName);
  chunk.imports.forEach((imported) => staticFiles(bundle, imported, into));
  return into;
}

/**
 * Lets a member page fetch the member app's bundle (and its CSS) together with the entry instead of after
 * it: a small inline script in index.html adds `modulepreload` links for them, except under /admin (the
 * back-office loads its own bundle). On a slow connection that saves a round trip before the first paint.
 * The script comes before the entry's tags, so no stylesheet holds it up.
 */
export function preloadMemberApp(): Plugin {
  return {
    name: 'stamp:preload-member-app',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const memberApp = chunks.find((chunk) => chunk.facadeModuleId && MEMBER_APP.test(chunk.facadeModuleId));
      const html = bundle['index.html'];
      if (!entry || !memberApp || html?.type !== 'asset') {
        this.error('preloadMemberApp: the entry, the member app chunk or index.html is missing');
      }
      const inEntry = staticFiles(bundle, entry.fileName);
      const js = [...staticFiles(bundle, memberApp.fileName)].filter((file) => !inEntry.has(file));
      const css = js.flatMap((file) => {
        const chunk = bundle[file];
        return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
      });
      const links = [
        ...js.map((file) => ['modulepreload', `/${file}`]),
        ...css.map((file) => ['stylesheet', `/${file}`]),
      ];
      const script =
        `<script>if(!/^\\/admin(\\/|$)/.test(location.pathname))` +
        `${JSON.stringify(links)}.forEach(function(l){var e=document.createElement('link');` +
        `e.rel=l[0];e.href=l[1];if(l[0]==='modulepreload')e.crossOrigin='';document.head.appendChild(e)})</script>`;
      // Before the entry's tags and the stylesheet: a script after a stylesheet waits for it to load (measured
      // under real throttling, the preloads then started ~300 ms after the entry's files instead of with them).
      const source = String(html.source);
      const entryTag = source.indexOf('<script type="module"');
      if (entryTag < 0) this.error('preloadMemberApp: index.html has no module script');
      html.source = `${source.slice(0, entryTag)}${script}\n    ${source.slice(entryTag)}`;
    },
  };
}
