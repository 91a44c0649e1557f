import { Inject, Injectable } from '@nestjs/common';
import { DomainError, JOIN_CHECK, MemberErrorCode, MemberRequests } from '@stamp/contracts';
import { MessageBus } from '@stamp/server-kit';
import { BUS } from '../http/bus-client';

/** Whether a member may still use their token: only while join_check is 2 (api-contract.md). */
export interface MemberStatusCheck {
  isActive(bbsNo: number): Promise<boolean>;
}

export const MEMBER_STATUS_CHECK = Symbol('MEMBER_STATUS_CHECK');

@Injectable()
export class BusMemberStatusCheck implements MemberStatusCheck {
  constructor(@Inject(BUS) private readonly bus: MessageBus) {}

  async isActive(bbsNo: number): Promise<boolean> {
    try {
      const { join_check } = await this.bus.request(MemberRequests.getStatus, { bbs_no: bbsNo });
      return join_check === JOIN_CHECK.active;
    } catch (error) {
      if (error instanceof DomainError && error.code === MemberErrorCode.MemberNotFound) {
        return false;
      }
      throw error;
    }
  }
}
