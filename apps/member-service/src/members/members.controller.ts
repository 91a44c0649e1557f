import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { MemberRequests, RequestOf, ResponseOf } from '@stamp/contracts';
import { HandlesRequest } from '@stamp/server-kit/service';
import { MemberDataService } from '../member-data/member-data.service';
import { MembersService } from './members.service';

/** The member handlers: one line each, the rules live in MembersService. */
@Controller()
export class MembersController {
  constructor(
    private readonly members: MembersService,
    private readonly memberData: MemberDataService,
  ) {}

  @HandlesRequest(MemberRequests.signUp)
  signUp(
    @Payload() request: RequestOf<typeof MemberRequests.signUp>,
  ): Promise<ResponseOf<typeof MemberRequests.signUp>> {
    return this.members.signUp(request);
  }

  @HandlesRequest(MemberRequests.verifyLogin)
  verifyLogin(
    @Payload() request: RequestOf<typeof MemberRequests.verifyLogin>,
  ): Promise<ResponseOf<typeof MemberRequests.verifyLogin>> {
    return this.members.verifyLogin(request);
  }

  @HandlesRequest(MemberRequests.getMember)
  getMember(
    @Payload() request: RequestOf<typeof MemberRequests.getMember>,
  ): Promise<ResponseOf<typeof MemberRequests.getMember>> {
    return this.members.getMember(request.memberNo);
  }

  @HandlesRequest(MemberRequests.getStatus)
  getStatus(
    @Payload() request: RequestOf<typeof MemberRequests.getStatus>,
  ): Promise<ResponseOf<typeof MemberRequests.getStatus>> {
    return this.members.getStatus(request.memberNo);
  }

  @HandlesRequest(MemberRequests.listMembers)
  listMembers(
    @Payload() request: RequestOf<typeof MemberRequests.listMembers>,
  ): Promise<ResponseOf<typeof MemberRequests.listMembers>> {
    return this.members.list(request);
  }

  @HandlesRequest(MemberRequests.countMembers)
  countMembers(
    @Payload() request: RequestOf<typeof MemberRequests.countMembers>,
  ): Promise<ResponseOf<typeof MemberRequests.countMembers>> {
    return this.members.count(request);
  }

  @HandlesRequest(MemberRequests.setStatus)
  setStatus(
    @Payload() request: RequestOf<typeof MemberRequests.setStatus>,
  ): Promise<ResponseOf<typeof MemberRequests.setStatus>> {
    return this.members.setStatus(request);
  }

  @HandlesRequest(MemberRequests.updateProfile)
  updateProfile(
    @Payload() request: RequestOf<typeof MemberRequests.updateProfile>,
  ): Promise<ResponseOf<typeof MemberRequests.updateProfile>> {
    return this.members.updateProfile(request);
  }

  @HandlesRequest(MemberRequests.deleteMember)
  deleteMember(
    @Payload() request: RequestOf<typeof MemberRequests.deleteMember>,
  ): Promise<ResponseOf<typeof MemberRequests.deleteMember>> {
    return this.members.deleteMember(request.memberNo);
  }

  @HandlesRequest(MemberRequests.withdraw)
  withdraw(
    @Payload() request: RequestOf<typeof MemberRequests.withdraw>,
  ): Promise<ResponseOf<typeof MemberRequests.withdraw>> {
    return this.members.withdraw(request);
  }

  @HandlesRequest(MemberRequests.findId)
  findId(
    @Payload() request: RequestOf<typeof MemberRequests.findId>,
  ): Promise<ResponseOf<typeof MemberRequests.findId>> {
    return this.members.findId(request);
  }

  @HandlesRequest(MemberRequests.exportMemberData)
  exportMemberData(
    @Payload() request: RequestOf<typeof MemberRequests.exportMemberData>,
  ): Promise<ResponseOf<typeof MemberRequests.exportMemberData>> {
    return this.memberData.export(request.memberNo);
  }

  @HandlesRequest(MemberRequests.dailySignUps)
  dailySignUps(
    @Payload() request: RequestOf<typeof MemberRequests.dailySignUps>,
  ): Promise<ResponseOf<typeof MemberRequests.dailySignUps>> {
    return this.members.dailySignUps(request);
  }
}
