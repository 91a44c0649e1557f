import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { MemberRequests, RequestOf, ResponseOf } from '@stamp/contracts';
import { HandlesRequest } from '@stamp/server-kit/service';
import { PasswordResetsService } from './password-resets.service';

/** The password-recovery handlers: one line each, the rules live in PasswordResetsService. */
@Controller()
export class PasswordResetsController {
  constructor(private readonly resets: PasswordResetsService) {}

  @HandlesRequest(MemberRequests.requestPasswordReset)
  requestPasswordReset(
    @Payload() request: RequestOf<typeof MemberRequests.requestPasswordReset>,
  ): Promise<ResponseOf<typeof MemberRequests.requestPasswordReset>> {
    return this.resets.requestReset(request);
  }

  @HandlesRequest(MemberRequests.resetPassword)
  resetPassword(
    @Payload() request: RequestOf<typeof MemberRequests.resetPassword>,
  ): Promise<ResponseOf<typeof MemberRequests.resetPassword>> {
    return this.resets.resetPassword(request);
  }
}
