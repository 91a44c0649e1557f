import { Injectable, OnModuleInit } from '@nestjs/common';
import { MemberRequests } from '@stamp/contracts';
import { MessageRouter } from '@stamp/server-kit/service';
import { AdminsService } from './admins.service';

/** The administrator handlers: one line each, the rules live in AdminsService. */
@Injectable()
export class AdminsController implements OnModuleInit {
  constructor(
    private readonly router: MessageRouter,
    private readonly admins: AdminsService,
  ) {}

  onModuleInit(): void {
    this.router.handle(MemberRequests.adminLogin, (request) => this.admins.login(request));
    this.router.handle(MemberRequests.listAdmins, (request) => this.admins.list(request));
    this.router.handle(MemberRequests.getAdmin, (request) => this.admins.get(request));
    this.router.handle(MemberRequests.createAdmin, (request) => this.admins.create(request));
    this.router.handle(MemberRequests.updateAdmin, (request) => this.admins.update(request));
    this.router.handle(MemberRequests.deleteAdmin, (request) => this.admins.delete(request));
  }
}
