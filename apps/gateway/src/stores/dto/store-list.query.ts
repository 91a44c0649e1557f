import { STORE_SORTS, StoreSort } from '@stamp/shared';
import { OptionalChoice, OptionalSearchText } from '../../http/query-values';

/** `?sort=newest | name` of every store list. */
export class StoreSortQuery {
  @OptionalChoice('sort', STORE_SORTS) sort?: StoreSort;
}

/** `GET /api/v1/stores`: `?sort=` and the admin search `?code=`. */
export class StoreListQuery extends StoreSortQuery {
  @OptionalSearchText() code?: string;
}
