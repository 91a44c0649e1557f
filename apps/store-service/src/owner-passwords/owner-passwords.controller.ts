import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { StoreRequests, RequestOf, ResponseOf } from '@stamp/contracts';
import { HandlesRequest } from '@stamp/server-kit/service';
import { OwnerPasswordsService } from './owner-passwords.service';

/** The owner-password link handlers: one line each, the rules live in OwnerPasswordsService. */
@Controller()
export class OwnerPasswordsController {
  constructor(private readonly ownerPasswords: OwnerPasswordsService) {}

  @HandlesRequest(StoreRequests.requestOwnerPasswordLink)
  requestOwnerPasswordLink(
    @Payload() request: RequestOf<typeof StoreRequests.requestOwnerPasswordLink>,
  ): Promise<ResponseOf<typeof StoreRequests.requestOwnerPasswordLink>> {
    return this.ownerPasswords.requestLink(request);
  }

  @HandlesRequest(StoreRequests.setOwnerPassword)
  setOwnerPassword(
    @Payload() request: RequestOf<typeof StoreRequests.setOwnerPassword>,
  ): Promise<ResponseOf<typeof StoreRequests.setOwnerPassword>> {
    return this.ownerPasswords.setPassword(request);
  }
}
