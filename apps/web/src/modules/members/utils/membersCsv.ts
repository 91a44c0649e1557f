import type { Catalogue } from '@stamp/shared';

import { downloadCsv } from '../../ui/csv';
import { datePart } from '../../ui/dates';
import type { Member } from '../api/useMembers';
import { JOIN_CHECK } from './joinCheck';

/** Members as a CSV file (never a password: the API does not carry one). */
export function membersCsv(members: readonly Member[], t: Catalogue): void {
  downloadCsv(
    'members.csv',
    [t.memberColId, t.memberColName, t.memberPhone, t.memberColJoined, t.memberColStatus, t.memberPoints],
    members.map((member) => [
      member.member_id,
      `${member.member_name} ${member.member_name2}`,
      member.hphone_num,
      datePart(member.reg_dt),
      member.join_check === JOIN_CHECK.active ? t.memberNormal : t.memberSuspended,
      member.point,
    ]),
  );
}
