import { Injectable, OnModuleInit } from '@nestjs/common';
import { MemberRequests } from '@stamp/contracts';
import { MessageRouter } from '@stamp/server-kit/service';
import { AdminsService } from './admins.service';
import { AdminTwoStepService } from './admin-two-step.service';

/** The administrator handlers: one line each, the rules live in AdminsService. */
@Injectable()
export class AdminsController implements OnModuleInit {
  constructor(
    private readonly router: MessageRouter,
    private readonly admins: AdminsService,
    private readonly twoStep: AdminTwoStepService,
  ) {}

  onModuleInit(): void {
    this.router.handle(MemberRequests.adminLogin, (request) => this.admins.login(request));
    this.router.handle(MemberRequests.listAdmins, (request) => this.admins.list(request));
    this.router.handle(MemberRequests.getAdmin, (request) => this.admins.get(request));
    this.router.handle(MemberRequests.createAdmin, (request) => this.admins.create(request));
    this.router.handle(MemberRequests.updateAdmin, (request) => this.admins.update(request));
    this.router.handle(MemberRequests.deleteAdmin, (request) => this.admins.delete(request));
    this.router.handle(MemberRequests.adminTotpSetup, (request) => this.twoStep.setup(request));
    this.router.handle(MemberRequests.adminTotpEnable, (request) => this.twoStep.enable(request));
    this.router.handle(MemberRequests.adminTotpDisable, (request) => this.twoStep.disable(request));
    this.router.handle(MemberRequests.adminRecoveryCodes, (request) =>
      this.twoStep.replaceRecoveryCodes(request),
    );
  }
}
