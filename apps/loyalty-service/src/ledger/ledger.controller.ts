import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { LoyaltyRequests, RequestOf, ResponseOf } from '@stamp/contracts';
import { HandlesRequest } from '@stamp/server-kit/service';
import { LedgerService } from './ledger.service';

@Controller()
export class LedgerController {
  constructor(private readonly ledger: LedgerService) {}

  @HandlesRequest(LoyaltyRequests.memberLedger)
  memberLedger(
    @Payload() request: RequestOf<typeof LoyaltyRequests.memberLedger>,
  ): Promise<ResponseOf<typeof LoyaltyRequests.memberLedger>> {
    return this.ledger.ofMember(request);
  }

  @HandlesRequest(LoyaltyRequests.dailyActivity)
  dailyActivity(
    @Payload() request: RequestOf<typeof LoyaltyRequests.dailyActivity>,
  ): Promise<ResponseOf<typeof LoyaltyRequests.dailyActivity>> {
    return this.ledger.dailyActivity(request);
  }

  @HandlesRequest(LoyaltyRequests.storeDailyActivity)
  storeDailyActivity(
    @Payload() request: RequestOf<typeof LoyaltyRequests.storeDailyActivity>,
  ): Promise<ResponseOf<typeof LoyaltyRequests.storeDailyActivity>> {
    return this.ledger.storeDailyActivity(request);
  }
}
