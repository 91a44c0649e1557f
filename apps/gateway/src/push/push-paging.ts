import { PUSH_PAGE_MAX, PageMessage } from '@stamp/contracts';
import { parseOptionalId } from '../http/params';

/** `?limit=` (1..100, default 50) and `?before=<id>`: keyset paging of the push lists and the inbox. */
export function pageOf(limit: string | undefined, before: string | undefined): PageMessage {
  return {
    limit: parseOptionalId(limit, 'limit', { max: PUSH_PAGE_MAX }),
    before: parseOptionalId(before, 'before'),
  };
}
