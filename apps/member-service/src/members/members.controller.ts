import { Injectable, OnModuleInit } from '@nestjs/common';
import { MemberRequests } from '@stamp/contracts';
import { MessageRouter } from '@stamp/server-kit/service';
import { MemberDataService } from '../member-data/member-data.service';
import { MembersService } from './members.service';

/** The member handlers: one line each, the rules live in MembersService. */
@Injectable()
export class MembersController implements OnModuleInit {
  constructor(
    private readonly router: MessageRouter,
    private readonly members: MembersService,
    private readonly memberData: MemberDataService,
  ) {}

  onModuleInit(): void {
    this.router.handle(MemberRequests.signUp, (request) => this.members.signUp(request));
    this.router.handle(MemberRequests.verifyLogin, (request) => this.members.verifyLogin(request));
    this.router.handle(MemberRequests.getMember, (request) => this.members.getMember(request.memberNo));
    this.router.handle(MemberRequests.getStatus, (request) => this.members.getStatus(request.memberNo));
    this.router.handle(MemberRequests.listMembers, (request) => this.members.list(request));
    this.router.handle(MemberRequests.countMembers, (request) => this.members.count(request));
    this.router.handle(MemberRequests.setStatus, (request) => this.members.setStatus(request));
    this.router.handle(MemberRequests.updateProfile, (request) => this.members.updateProfile(request));
    this.router.handle(MemberRequests.deleteMember, (request) => this.members.deleteMember(request.memberNo));
    this.router.handle(MemberRequests.withdraw, (request) => this.members.withdraw(request));
    this.router.handle(MemberRequests.findId, (request) => this.members.findId(request));
    this.router.handle(MemberRequests.exportMemberData, (request) =>
      this.memberData.export(request.memberNo),
    );
    this.router.handle(MemberRequests.dailySignUps, (request) => this.members.dailySignUps(request));
  }
}
