import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { MemberRequests, RequestOf, ResponseOf } from '@stamp/contracts';
import { HandlesRequest } from '@stamp/server-kit/service';
import { AdminsService } from './admins.service';
import { AdminTwoStepService } from './admin-two-step.service';

/** The administrator handlers: one line each, the rules live in AdminsService. */
@Controller()
export class AdminsController {
  constructor(
    private readonly admins: AdminsService,
    private readonly twoStep: AdminTwoStepService,
  ) {}

  @HandlesRequest(MemberRequests.adminLogin)
  adminLogin(
    @Payload() request: RequestOf<typeof MemberRequests.adminLogin>,
  ): Promise<ResponseOf<typeof MemberRequests.adminLogin>> {
    return this.admins.login(request);
  }

  @HandlesRequest(MemberRequests.listAdmins)
  listAdmins(
    @Payload() request: RequestOf<typeof MemberRequests.listAdmins>,
  ): Promise<ResponseOf<typeof MemberRequests.listAdmins>> {
    return this.admins.list(request);
  }

  @HandlesRequest(MemberRequests.getAdmin)
  getAdmin(
    @Payload() request: RequestOf<typeof MemberRequests.getAdmin>,
  ): Promise<ResponseOf<typeof MemberRequests.getAdmin>> {
    return this.admins.get(request);
  }

  @HandlesRequest(MemberRequests.createAdmin)
  createAdmin(
    @Payload() request: RequestOf<typeof MemberRequests.createAdmin>,
  ): Promise<ResponseOf<typeof MemberRequests.createAdmin>> {
    return this.admins.create(request);
  }

  @HandlesRequest(MemberRequests.updateAdmin)
  updateAdmin(
    @Payload() request: RequestOf<typeof MemberRequests.updateAdmin>,
  ): Promise<ResponseOf<typeof MemberRequests.updateAdmin>> {
    return this.admins.update(request);
  }

  @HandlesRequest(MemberRequests.deleteAdmin)
  deleteAdmin(
    @Payload() request: RequestOf<typeof MemberRequests.deleteAdmin>,
  ): Promise<ResponseOf<typeof MemberRequests.deleteAdmin>> {
    return this.admins.delete(request);
  }

  @HandlesRequest(MemberRequests.adminTotpSetup)
  adminTotpSetup(
    @Payload() request: RequestOf<typeof MemberRequests.adminTotpSetup>,
  ): Promise<ResponseOf<typeof MemberRequests.adminTotpSetup>> {
    return this.twoStep.setup(request);
  }

  @HandlesRequest(MemberRequests.adminTotpEnable)
  adminTotpEnable(
    @Payload() request: RequestOf<typeof MemberRequests.adminTotpEnable>,
  ): Promise<ResponseOf<typeof MemberRequests.adminTotpEnable>> {
    return this.twoStep.enable(request);
  }

  @HandlesRequest(MemberRequests.adminTotpDisable)
  adminTotpDisable(
    @Payload() request: RequestOf<typeof MemberRequests.adminTotpDisable>,
  ): Promise<ResponseOf<typeof MemberRequests.adminTotpDisable>> {
    return this.twoStep.disable(request);
  }

  @HandlesRequest(MemberRequests.adminRecoveryCodes)
  adminRecoveryCodes(
    @Payload() request: RequestOf<typeof MemberRequests.adminRecoveryCodes>,
  ): Promise<ResponseOf<typeof MemberRequests.adminRecoveryCodes>> {
    return this.twoStep.replaceRecoveryCodes(request);
  }
}
