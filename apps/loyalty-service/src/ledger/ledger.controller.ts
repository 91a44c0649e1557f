import { Injectable, OnModuleInit } from '@nestjs/common';
import { LoyaltyRequests } from '@stamp/contracts';
import { MessageRouter } from '@stamp/server-kit/service';
import { LedgerService } from './ledger.service';

@Injectable()
export class LedgerController implements OnModuleInit {
  constructor(
    private readonly router: MessageRouter,
    private readonly ledger: LedgerService,
  ) {}

  onModuleInit(): void {
    this.router.handle(LoyaltyRequests.memberLedger, (request) => this.ledger.ofMember(request));
    this.router.handle(LoyaltyRequests.dailyActivity, (request) => this.ledger.dailyActivity(request));
    this.router.handle(LoyaltyRequests.storeDailyActivity, (request) =>
      this.ledger.storeDailyActivity(request),
    );
  }
}
