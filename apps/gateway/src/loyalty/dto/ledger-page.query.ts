import { OptionalWholeNumber } from '../../http/query-values';

/** `?limit=` (a larger page than the ledger's largest is served as the largest) and `?before=<entry id>`. */
export class LedgerPageQuery {
  @OptionalWholeNumber('limit') limit?: number;
  @OptionalWholeNumber('before') before?: number;
}
