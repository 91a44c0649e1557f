import { Module } from '@nestjs/common';
import { AdminBootstrap } from './admins/admin-bootstrap';
import { AdminsController } from './admins/admins.controller';
import { AdminsRepository } from './admins/admins.repository';
import { AdminsService } from './admins/admins.service';
import { AdminTwoStepService } from './admins/admin-two-step.service';
import { MembersController } from './members/members.controller';
import { MembersRepository } from './members/members.repository';
import { MembersService } from './members/members.service';
import { PasswordResetsController } from './password-resets/password-resets.controller';
import { PasswordResetsRepository } from './password-resets/password-resets.repository';
import { PasswordResetsService } from './password-resets/password-resets.service';
import { PasswordHasher } from './passwords/password-hasher';
import { DormancyController } from './dormancy/dormancy.controller';
import { DormancyRepository } from './dormancy/dormancy.repository';
import { DormancyService } from './dormancy/dormancy.service';
import { DormancySweeper } from './dormancy/dormancy.sweeper';
import { MemberDataRepository } from './member-data/member-data.repository';
import { MemberDataService } from './member-data/member-data.service';
import { MemberEvents, MemberRequests } from '@stamp/contracts';
import { SessionsRepository } from '@stamp/server-kit/database';
import { sessionsController } from '@stamp/server-kit/service';

/**
 * The member service: members (sign-up, logins, profile, withdrawal), password recovery by mail and the
 * administrator accounts, dormant accounts and the member's data export. Its settings, mailer and clock come from ServiceDefinition.configure.
 */
@Module({
  controllers: [
    MembersController,
    DormancyController,
    PasswordResetsController,
    AdminsController,
    sessionsController(
      {
        check: MemberRequests.checkSession,
        end: MemberRequests.endSession,
        ended: MemberEvents.sessionsEnded,
      },
      ['member', 'admin'],
    ),
  ],
  providers: [
    PasswordHasher,
    MembersRepository,
    MembersService,
    MemberDataRepository,
    MemberDataService,
    DormancyRepository,
    DormancyService,
    DormancySweeper,
    PasswordResetsRepository,
    PasswordResetsService,
    AdminsRepository,
    AdminsService,
    AdminTwoStepService,
    AdminBootstrap,
    SessionsRepository,
  ],
})
export class MemberServiceModule {}
