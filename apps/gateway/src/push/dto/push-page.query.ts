import { PUSH_PAGE_MAX } from '@stamp/contracts';
import { OptionalWholeNumber } from '../../http/query-values';

/** `?limit=` (1..100, default 50) and `?before=<id>`: keyset paging of the push lists and the inbox. */
export class PushPageQuery {
  @OptionalWholeNumber('limit', { max: PUSH_PAGE_MAX }) limit?: number;
  @OptionalWholeNumber('before') before?: number;
}
