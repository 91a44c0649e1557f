import { Injectable, OnModuleInit } from '@nestjs/common';
import { StoreRequests } from '@stamp/contracts';
import { MessageRouter } from '@stamp/server-kit/service';
import { OwnerPasswordsService } from './owner-passwords.service';

/** The owner-password link handlers: one line each, the rules live in OwnerPasswordsService. */
@Injectable()
export class OwnerPasswordsController implements OnModuleInit {
  constructor(
    private readonly router: MessageRouter,
    private readonly ownerPasswords: OwnerPasswordsService,
  ) {}

  onModuleInit(): void {
    this.router.handle(StoreRequests.requestOwnerPasswordLink, (request) =>
      this.ownerPasswords.requestLink(request),
    );
    this.router.handle(StoreRequests.setOwnerPassword, (request) => this.ownerPasswords.setPassword(request));
  }
}
