import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { MemberRequests, RequestOf, ResponseOf } from '@stamp/contracts';
import { HandlesRequest } from '@stamp/server-kit/service';
import { DormancyService } from './dormancy.service';

/** The dormant account's confirmation link; the rules live in DormancyService. */
@Controller()
export class DormancyController {
  constructor(private readonly dormancy: DormancyService) {}

  @HandlesRequest(MemberRequests.reactivate)
  reactivate(
    @Payload() request: RequestOf<typeof MemberRequests.reactivate>,
  ): Promise<ResponseOf<typeof MemberRequests.reactivate>> {
    return this.dormancy.reactivate(request);
  }
}
