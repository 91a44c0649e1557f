import {
  BadRequestException,
  Body,
  Controller,
  ForbiddenException,
  Get,
  Header,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Req,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiExtraModels,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import {
  AdminUpdateMemberRequest,
  ListMembersMessage,
  MEMBER_STATUS_FILTERS,
  MemberLoginRequest,
  MemberRequests,
  MemberSelfUpdateRequest,
  MemberStatusFilter,
  MemberView,
  ResetPasswordRequest,
  SignUpRequest,
  SignedUpView,
  DeletionView,
  PasswordResetView,
  WithdrawnView,
} from '@stamp/contracts';
import { validateMessage } from '@stamp/server-kit/validation';
import { MESSAGES, formatMessage } from '@stamp/shared';
import { Allow, CurrentPrincipal, Public } from '../auth/access.decorators';
import { MEMBER_STATUS_CHECK, MemberStatusCheck } from '../auth/member-status';
import { Principal } from '../auth/principal';
import { TokenService } from '../auth/token.service';
import { BUS, GatewayBus, SETTINGS } from '../http/bus-client';
import { idPipe, parseOptionalId } from '../http/params';
import { RequestId } from '../http/request-id.decorator';
import { GatewaySettings } from '../gateway.settings';
import { AbuseLimits } from '../rate-limit/abuse-limits';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { MemberLoginView } from './member-login.view';

const PAGE_DESCRIPTION =
  '10 a page, newest first; offset = how many members to skip; status all | active | inactive';

function statusOf(status: string | undefined): MemberStatusFilter {
  if (status === undefined || status === '') {
    return 'all';
  }
  if (!(MEMBER_STATUS_FILTERS as readonly string[]).includes(status)) {
    throw new BadRequestException(`status must be one of ${MEMBER_STATUS_FILTERS.join(', ')}`);
  }
  return status as MemberStatusFilter;
}

function offsetOf(value: string | undefined): number {
  return parseOptionalId(value, 'offset', { min: 0 }) ?? 0;
}

function searchValue(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) {
    throw new BadRequestException(MESSAGES.searchValueRequired);
  }
  return trimmed;
}

/** Members (the spec's wifi users): sign-up, logins, recovery, profile, and the admin's member list. */
@ApiTags('Members')
@Controller('wifi-user')
export class MembersController {
  constructor(
    @Inject(BUS) private readonly bus: GatewayBus,
    @Inject(SETTINGS) private readonly settings: GatewaySettings,
    private readonly tokens: TokenService,
    private readonly rateLimiter: RateLimiter,
    @Inject(MEMBER_STATUS_CHECK) private readonly memberStatus: MemberStatusCheck,
  ) {}

  @Post('signup')
  @Public()
  @ApiOperation({ summary: 'Sign up (checks in the spec order, every failing message in `errors`)' })
  @ApiCreatedResponse({ type: SignedUpView })
  @ApiConflictResponse({ description: MESSAGES.emailTaken })
  @ApiTooManyRequestsResponse({ description: 'Too many sign-ups from this address or for this e-mail' })
  async signUp(
    @Body() body: SignUpRequest,
    @Req() request: FastifyRequest,
    @RequestId() requestId: string,
  ): Promise<SignedUpView> {
    await this.rateLimiter.consume(AbuseLimits.signUp(request.ip, body.member_id ?? ''));
    return this.bus.request(MemberRequests.signUp, body, { requestId });
  }

  @Post('login')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Member login with e-mail and password' })
  @ApiOkResponse({ type: MemberLoginView })
  @ApiUnauthorizedResponse({ description: 'Please check your email and password.' })
  @ApiForbiddenResponse({ description: MESSAGES.accountDisabled })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts (Retry-After)' })
  login(
    @Body() body: MemberLoginRequest,
    @Req() request: FastifyRequest,
    @RequestId() requestId: string,
  ): Promise<MemberLoginView> {
    return this.logIn(body, request, requestId);
  }

  @Get('login/email=:email/password=:password')
  @Public()
  @ApiOperation({
    summary: 'Member login (deprecated: the password travels in the path; use POST /wifi-user/login)',
    deprecated: true,
  })
  @ApiOkResponse({ type: MemberLoginView })
  async loginByPath(
    @Param('email') email: string,
    @Param('password') password: string,
    @Req() request: FastifyRequest,
    @RequestId() requestId: string,
  ): Promise<MemberLoginView> {
    return this.logIn(await validateMessage(MemberLoginRequest, { email, password }), request, requestId);
  }

  private async logIn(
    body: MemberLoginRequest,
    request: FastifyRequest,
    requestId: string,
  ): Promise<MemberLoginView> {
    await this.rateLimiter.consume(AbuseLimits.memberLogin(request.ip, body.email));
    const member = await this.bus.request(MemberRequests.verifyLogin, body, { requestId });
    return { token: this.tokens.sign({ kind: 'member', bbsNo: member.bbs_no }), member };
  }

  @Get('me')
  @Allow('member')
  @ApiOperation({
    summary: "The logged-in member's own record (the app checks join_check on each route change)",
  })
  @ApiOkResponse({ type: MemberView })
  me(
    @CurrentPrincipal() principal: Principal & { kind: 'member' },
    @RequestId() requestId: string,
  ): Promise<MemberView> {
    return this.bus.request(MemberRequests.getMember, { bbs_no: principal.bbsNo }, { requestId });
  }

  @Get('get/offset=:offset')
  @Allow('admin')
  @ApiOperation({ summary: 'A page of members', description: PAGE_DESCRIPTION })
  @ApiQuery({ name: 'status', required: false, enum: MEMBER_STATUS_FILTERS })
  @ApiOkResponse({ type: [MemberView] })
  page(
    @Param('offset') offset: string,
    @RequestId() requestId: string,
    @Query('status') status?: string,
  ): Promise<MemberView[]> {
    return this.list({ offset: offsetOf(offset), status: statusOf(status) }, requestId);
  }

  @Get('all/count')
  @Allow('admin')
  @Header('Content-Type', 'application/json')
  @ApiOperation({ summary: 'How many members (a bare number)' })
  @ApiQuery({ name: 'status', required: false, enum: MEMBER_STATUS_FILTERS })
  @ApiOkResponse({ schema: { type: 'number', example: 1234 } })
  async count(@RequestId() requestId: string, @Query('status') status?: string): Promise<string> {
    const count = await this.bus.request(
      MemberRequests.countMembers,
      { status: statusOf(status) },
      { requestId },
    );
    return String(count);
  }

  @Get('info/region=:areaId')
  @Allow('admin')
  @ApiOperation({ summary: 'Members of a region (area id)', description: PAGE_DESCRIPTION })
  @ApiQuery({ name: 'offset', required: false })
  @ApiQuery({ name: 'status', required: false, enum: MEMBER_STATUS_FILTERS })
  @ApiOkResponse({ type: [MemberView] })
  byRegion(
    @Param('areaId', idPipe('region')) region: number,
    @RequestId() requestId: string,
    @Query('offset') offset?: string,
    @Query('status') status?: string,
  ): Promise<MemberView[]> {
    return this.list({ offset: offsetOf(offset), status: statusOf(status), region }, requestId);
  }

  @Get('info/province=:areaId')
  @Allow('admin')
  @ApiOperation({ summary: 'Members of a province/city (area id)', description: PAGE_DESCRIPTION })
  @ApiQuery({ name: 'offset', required: false })
  @ApiQuery({ name: 'status', required: false, enum: MEMBER_STATUS_FILTERS })
  @ApiOkResponse({ type: [MemberView] })
  byProvince(
    @Param('areaId', idPipe('province')) province: number,
    @RequestId() requestId: string,
    @Query('offset') offset?: string,
    @Query('status') status?: string,
  ): Promise<MemberView[]> {
    return this.list({ offset: offsetOf(offset), status: statusOf(status), province }, requestId);
  }

  @Get('info/email=:email')
  @Allow('admin')
  @ApiOperation({ summary: 'Members whose e-mail contains the text', description: PAGE_DESCRIPTION })
  @ApiQuery({ name: 'offset', required: false })
  @ApiQuery({ name: 'status', required: false, enum: MEMBER_STATUS_FILTERS })
  @ApiOkResponse({ type: [MemberView] })
  byEmail(
    @Param('email') email: string,
    @RequestId() requestId: string,
    @Query('offset') offset?: string,
    @Query('status') status?: string,
  ): Promise<MemberView[]> {
    return this.list(
      { offset: offsetOf(offset), status: statusOf(status), email: searchValue(email) },
      requestId,
    );
  }

  @Get('info/name=:name')
  @Allow('admin')
  @ApiOperation({ summary: 'Members whose name contains the text', description: PAGE_DESCRIPTION })
  @ApiQuery({ name: 'offset', required: false })
  @ApiQuery({ name: 'status', required: false, enum: MEMBER_STATUS_FILTERS })
  @ApiOkResponse({ type: [MemberView] })
  byName(
    @Param('name') name: string,
    @RequestId() requestId: string,
    @Query('offset') offset?: string,
    @Query('status') status?: string,
  ): Promise<MemberView[]> {
    return this.list(
      { offset: offsetOf(offset), status: statusOf(status), name: searchValue(name) },
      requestId,
    );
  }

  private list(message: ListMembersMessage, requestId: string): Promise<MemberView[]> {
    return this.bus.request(MemberRequests.listMembers, message, { requestId });
  }

  @Put('update')
  @Allow('admin', 'member')
  @ApiOperation({
    summary: 'Update a member',
    description:
      'Admin: {member_id, join_check} (only 1 ↔ 2). Member: their own profile fields and password (bbs_no must be theirs).',
  })
  @ApiExtraModels(AdminUpdateMemberRequest, MemberSelfUpdateRequest)
  @ApiBody({
    schema: {
      oneOf: [
        { $ref: getSchemaPath(AdminUpdateMemberRequest) },
        { $ref: getSchemaPath(MemberSelfUpdateRequest) },
      ],
    },
  })
  @ApiOkResponse({ type: MemberView })
  async update(
    @CurrentPrincipal() principal: Principal,
    @Body() body: unknown,
    @RequestId() requestId: string,
  ): Promise<MemberView> {
    if (principal.kind === 'admin') {
      const member = await this.bus.request(
        MemberRequests.setStatus,
        await validateMessage(AdminUpdateMemberRequest, body),
        { requestId },
      );
      // The member's next call through this gateway sees the change (other gateways hear the event).
      this.memberStatus.forget(member.bbs_no);
      return member;
    }
    const changes = await validateMessage(MemberSelfUpdateRequest, body);
    if (principal.kind !== 'member' || changes.bbs_no !== principal.bbsNo) {
      throw new ForbiddenException('You may only change your own membership.');
    }
    return this.bus.request(MemberRequests.updateProfile, changes, { requestId });
  }

  @Put('delete/id=:bbsNo')
  @Allow('admin')
  @ApiOperation({ summary: 'Delete a member (their personal data is erased, as the privacy policy says)' })
  @ApiOkResponse({ type: DeletionView })
  @ApiNotFoundResponse({ description: MESSAGES.userNotFound })
  async remove(
    @Param('bbsNo', idPipe('bbs_no')) bbsNo: number,
    @RequestId() requestId: string,
  ): Promise<{ deleted: true }> {
    try {
      return await this.bus.request(MemberRequests.deleteMember, { bbs_no: bbsNo }, { requestId });
    } finally {
      this.memberStatus.forget(bbsNo);
    }
  }

  @Post('unsubscribe/email/:email')
  @Allow('member')
  @HttpCode(200)
  @ApiOperation({ summary: 'Leave the membership: the member is withdrawn and their personal data erased' })
  @ApiOkResponse({ type: WithdrawnView })
  async unsubscribe(
    @CurrentPrincipal() principal: Principal & { kind: 'member' },
    @Param('email') email: string,
    @RequestId() requestId: string,
  ): Promise<{ withdrawn: true }> {
    try {
      return await this.bus.request(
        MemberRequests.withdraw,
        { bbs_no: principal.bbsNo, email },
        { requestId },
      );
    } finally {
      this.memberStatus.forget(principal.bbsNo);
    }
  }

  @Get('find-id/:first/:last/:password')
  @Public()
  @ApiOperation({ summary: 'Find the login id (e-mail) from the name and password' })
  @ApiProduces('text/plain')
  @ApiOkResponse({ schema: { type: 'string', example: 'juan@example.ph' } })
  @ApiNotFoundResponse({ description: MESSAGES.idNotFound })
  async findId(
    @Param('first') first: string,
    @Param('last') last: string,
    @Param('password') password: string,
    @Req() request: FastifyRequest,
    @RequestId() requestId: string,
  ): Promise<string> {
    await this.rateLimiter.consume(AbuseLimits.findId(request.ip, first, last));
    const { member_id } = await this.bus.request(
      MemberRequests.findId,
      { first, last, password },
      { requestId },
    );
    return member_id;
  }

  @Get('find-password/:first/:last/:email')
  @Public()
  @ApiOperation({
    summary:
      'Send a single-use password reset link (valid 30 minutes) to the e-mail; never reveals a password',
  })
  @ApiProduces('text/plain')
  @ApiOkResponse({
    schema: { type: 'string', example: formatMessage(MESSAGES.resetLinkSent, { email: 'juan@example.ph' }) },
  })
  @ApiNotFoundResponse({ description: MESSAGES.passwordNotFound })
  async findPassword(
    @Param('first') first: string,
    @Param('last') last: string,
    @Param('email') email: string,
    @Req() request: FastifyRequest,
    @RequestId() requestId: string,
  ): Promise<string> {
    await this.rateLimiter.consume(AbuseLimits.findPassword(request.ip, email));
    const sent = await this.bus.request(
      MemberRequests.requestPasswordReset,
      { first, last, email, publicUrl: this.settings.publicUrl },
      { requestId },
    );
    return formatMessage(MESSAGES.resetLinkSent, { email: sent.email });
  }

  @Post('reset-password')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the token of a reset link (single use)' })
  @ApiOkResponse({ type: PasswordResetView })
  async resetPassword(
    @Body() body: ResetPasswordRequest,
    @Req() request: FastifyRequest,
    @RequestId() requestId: string,
  ): Promise<{ reset: true }> {
    await this.rateLimiter.consume(AbuseLimits.resetPassword(request.ip));
    return this.bus.request(MemberRequests.resetPassword, body, { requestId });
  }
}
