import { Injectable } from '@nestjs/common';
import { LoyaltyRequests, MemberRequests, PushRequests, StoreRequests } from '@stamp/contracts';
import { CallerBus } from '../http/caller-bus';
import { MemberCaller } from '../http/caller';
import { MemberDataExportView } from './member-data.view';

/**
 * A member's data export, assembled from each service's part: the member service first (its e-mail names
 * the stores the member owns), then the other three at once. Every part is asked for by the token's member.
 */
@Injectable()
export class MemberDataService {
  constructor(private readonly bus: CallerBus) {}

  async export(caller: MemberCaller): Promise<MemberDataExportView> {
    const { memberNo } = caller.principal;
    const member = await this.bus.requestAs(caller, MemberRequests.exportMemberData, { memberNo });
    const [loyalty, push, store] = await Promise.all([
      this.bus.requestAs(caller, LoyaltyRequests.exportMemberData, { memberNo }),
      this.bus.requestAs(caller, PushRequests.exportMemberData, { memberNo }),
      this.bus.requestAs(caller, StoreRequests.exportOwnerData, { email: member.profile.member_id }),
    ]);
    return { exported_at: new Date().toISOString(), member, loyalty, push, store };
  }
}
