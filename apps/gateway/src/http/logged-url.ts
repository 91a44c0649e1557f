/** A segment of a route pattern that is a value, not the route's own text: `:id`, `email=:email`, `*`. */
function isDynamic(segment: string): boolean {
  return segment.includes(':') || segment.includes('*');
}

type SegmentTree = Map<string, SegmentTree>;

/**
 * What a request's log line shows of its URL, never the URL itself (names, e-mails and, in the deprecated GET
 * logins, passwords travel in paths). A request that matched a route shows the route's pattern
 * (`/wifi-user/find-id/:first/:last/:password`); one that matched none, or a wildcard route (the web app's
 * `/*`), shows the leading segments it shares with a registered route's own text and a `*` for each other
 * segment (`/wifi-user/find-id/Juan/Cruz/x/secret` shows as `/wifi-user/find-id` and four stars). A query
 * string is `?…`: its values are anyone's input.
 */
export class LoggedUrls {
  /** The literal leading segments of every registered route, as a tree. */
  private readonly literals: SegmentTree = new Map();

  /** Learns a registered route's pattern (Fastify's `onRoute`). */
  addRoute(pattern: string): void {
    let node = this.literals;
    for (const segment of pattern.split('/').filter(Boolean)) {
      if (isDynamic(segment)) {
        return;
      }
      let next = node.get(segment);
      if (!next) {
        next = new Map();
        node.set(segment, next);
      }
      node = next;
    }
  }

  /** The loggable form of `url`, given the pattern of the route it matched (undefined: none). */
  of(url: string, pattern: string | undefined): string {
    const queryAt = url.indexOf('?');
    const query = queryAt === -1 ? '' : '?…';
    if (pattern !== undefined && !pattern.includes('*')) {
      return `${pattern}${query}`;
    }
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    let node: SegmentTree | undefined = this.literals;
    const shown = path
      .split('/')
      .slice(1)
      .map((segment) => {
        node = node?.get(segment);
        return node ? segment : '*';
      });
    return `/${shown.join('/')}${query}`;
  }
}
