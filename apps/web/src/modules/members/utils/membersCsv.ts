import type { Catalogue } from '@stamp/shared';

import { downloadCsv, type CsvColumn } from '../../ui/csv';
import { datePart } from '../../dates';
import type { Member } from '../api/useMembers';
import { JOIN_CHECK } from './joinCheck';

/** The member export's columns (never a password: the API does not carry one). */
export function memberCsvColumns(t: Catalogue): CsvColumn<Member>[] {
  return [
    { header: t.memberColId, value: (member) => member.member_id },
    { header: t.memberColName, value: (member) => `${member.member_name} ${member.member_name2}` },
    { header: t.memberPhone, value: (member) => member.hphone_num },
    { header: t.memberColJoined, value: (member) => datePart(member.reg_dt) },
    {
      header: t.memberColStatus,
      value: (member) => (member.join_check === JOIN_CHECK.active ? t.memberNormal : t.memberSuspended),
    },
    { header: t.memberPoints, value: (member) => member.point },
  ];
}

/** Members as a CSV file. */
export function membersCsv(members: readonly Member[], t: Catalogue): void {
  downloadCsv('members.csv', memberCsvColumns(t), members);
}
