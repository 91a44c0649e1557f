import { MemberSnapshot, MemberView } from '@stamp/contracts';
import { MemberEntity } from './member.entity';

/** A member as responses show it: every field of spec §3 except the password. */
export function toMemberView(member: MemberEntity): MemberView {
  return {
    bbs_no: member.memberNo,
    member_id: member.memberId,
    member_name: member.memberName,
    member_name2: member.memberName2,
    hphone_num: member.hphoneNum,
    gcashid: member.gcashid,
    addr1: member.addr1,
    area1: member.area1,
    area2: member.area2,
    reg_dt: member.regDt.toISOString(),
    point: member.point,
    join_check: member.joinCheck,
  };
}

/** What other services learn of a member: no personal data. */
export function toMemberSnapshot(member: MemberEntity): MemberSnapshot {
  return {
    memberNo: member.memberNo,
    area1: member.area1,
    area2: member.area2,
    reg_dt: member.regDt.toISOString(),
  };
}
