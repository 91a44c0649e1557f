import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from 'helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Directives = Record<string, string[]>;

/** What the web app loads from elsewhere than the gateway, and the inline scripts of its page. */
export interface ContentSources {
  /** MAP_TILE_URL: Leaflet loads the map's tiles as images from its host. */
  tileUrl?: string;
  /** MAP_GEOCODER_URL: the member app fetches place searches from its host. */
  geocoderUrl?: string;
  /** Where store images are served from (object storage's URLs: the gateway itself, or a bucket). */
  imageUrl?: string;
  /** `'sha256-…'` of each inline script of the built index.html. */
  scriptHashes: string[];
}

/**
 * The `scheme://host[:port]` a URL template's requests go to, as a CSP source: a `{s}` (or any other
 * placeholder) in the host is a subdomain wildcard (`https://*.tile.example.ph`). Undefined without a template.
 */
export function sourceOf(template: string | undefined): string | undefined {
  const match = /^(https?:\/\/)([^/?#]+)/i.exec(template ?? '');
  if (!match) {
    return undefined;
  }
  const [, scheme, host] = match;
  return `${scheme.toLowerCase()}${host.toLowerCase().replace(/^\{[^}]*\}\./, '*.')}`;
}

/** `'sha256-…'` of every inline `<script>` (one without `src`) in an HTML page, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , body]) => hashOf(body));
}

/** The inline script hashes of the built web app's page; none when no web app is served. */
export function webAppScriptHashes(webDistDir: string | undefined): string[] {
  const index = webDistDir === undefined ? undefined : join(webDistDir, 'index.html');
  return index !== undefined && existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}

const present = (...sources: (string | undefined)[]): string[] =>
  sources.filter((source): source is string => source !== undefined);

/**
 * The Content-Security-Policy of every answer (OWASP ASVS 5.0 V3.4.3): only the gateway's own scripts and
 * the page's hashed inline ones, no plugins, no `<base>`, never framed (`frame-ancestors 'none'`: the
 * back-office cannot be clickjacked), images also from the map's tile server and the image store, fetches also
 * to the place search. docs/web.md, "Content Security Policy".
 */
export function contentSecurityPolicy(sources: ContentSources): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...sources.scriptHashes],
    'script-src-attr': ["'none'"],
    // Inline styles can run no script; the back-office's toasts (sonner) and dialogs (Radix's scroll lock,
    // measured at run time) inject <style> elements no hash could name, and Swagger UI's page has its own.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for CSS-inlined icons, blob: for the previews of photos picked for upload.
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...present(sourceOf(sources.tileUrl), sourceOf(sources.imageUrl)),
    ],
    'connect-src': ["'self'", ...present(sourceOf(sources.geocoderUrl))],
    'font-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
}

/** Sets the security headers on one answer; called at the start of every request but a probe. */
export type SecurityHeaders = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Security headers on every answer, pages and API alike (helmet): Content-Security-Policy,
 * X-Content-Type-Options: nosniff, Referrer-Policy, X-Frame-Options: DENY, Strict-Transport-Security,
 * Cross-Origin-Opener-Policy and -Resource-Policy. Not on the probes: no browser reads a kubelet's
 * `{"status":"ok"}`. helmet's middleware is built once here; its Fastify wrapper (`@fastify/helmet`) builds it
 * anew for every request, options parsed each time, which measured a fifth of `/healthz`'s CPU and the same
 * ~25 µs on every API request (docs/benchmarks.md). It runs in the gateway's one `onRequest` hook
 * (`HttpTelemetry.register`), not a hook of its own: each hook Fastify runs is a call on every request.
 */
export function securityHeaders(sources: ContentSources): SecurityHeaders {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(sources) },
    // Same as frame-ancestors 'none', for browsers that predate it.
    frameguard: { action: 'deny' },
    // Another site learns the origin a link came from, never its path or query (which may name a member);
    // tile servers (OpenStreetMap's) refuse requests without a Referer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Its options were checked when it was built; at a request it only sets headers, at once, and calls back
  // once. An error (a directive that cannot be written) fails the request rather than answer without them.
  const failed = (error?: unknown) => {
    if (error) {
      throw error instanceof Error ? error : new Error('helmet could not set the security headers');
    }
  };
  return (request, reply) => {
    setHeaders(request.raw, reply.raw, failed);
  };
}
