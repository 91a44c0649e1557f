import { Injectable, OnModuleInit } from '@nestjs/common';
import { MemberRequests } from '@stamp/contracts';
import { MessageRouter } from '@stamp/server-kit/service';
import { DormancyService } from './dormancy.service';

/** The dormant account's confirmation link; the rules live in DormancyService. */
@Injectable()
export class DormancyController implements OnModuleInit {
  constructor(
    private readonly router: MessageRouter,
    private readonly dormancy: DormancyService,
  ) {}

  onModuleInit(): void {
    this.router.handle(MemberRequests.reactivate, (request) => this.dormancy.reactivate(request));
  }
}
