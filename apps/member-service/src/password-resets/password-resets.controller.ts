import { Injectable, OnModuleInit } from '@nestjs/common';
import { MemberRequests } from '@stamp/contracts';
import { MessageRouter } from '@stamp/server-kit/service';
import { PasswordResetsService } from './password-resets.service';

/** The password-recovery handlers: one line each, the rules live in PasswordResetsService. */
@Injectable()
export class PasswordResetsController implements OnModuleInit {
  constructor(
    private readonly router: MessageRouter,
    private readonly resets: PasswordResetsService,
  ) {}

  onModuleInit(): void {
    this.router.handle(MemberRequests.requestPasswordReset, (request) => this.resets.requestReset(request));
    this.router.handle(MemberRequests.resetPassword, (request) => this.resets.resetPassword(request));
  }
}
