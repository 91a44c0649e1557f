import { MEMBER_STATUS_FILTERS, MemberStatusFilter } from '@stamp/contracts';
import { OptionalChoice, OptionalWholeNumber } from '../../http/query-values';

/** `?status=all | active | inactive` (default all). */
export class MemberStatusQuery {
  @OptionalChoice('status', MEMBER_STATUS_FILTERS) status?: MemberStatusFilter;
}

/** `?offset=` (how many members to skip, default 0) and `?status=`. */
export class MemberPageQuery extends MemberStatusQuery {
  @OptionalWholeNumber('offset', { min: 0 }) offset?: number;
}
