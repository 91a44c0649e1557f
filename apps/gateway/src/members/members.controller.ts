import { Body, Controller, Get, Header, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiExtraModels,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import {
  AdminUpdateMemberRequest,
  MEMBER_STATUS_FILTERS,
  MemberSelfUpdateRequest,
  MemberView,
  ResetPasswordRequest,
  SignUpRequest,
  SignedUpView,
  DeletionView,
  PasswordResetView,
  ReactivateAccountRequest,
  ReactivatedView,
  WithdrawnView,
} from '@stamp/contracts';
import { MESSAGES, formatMessage } from '@stamp/shared';
import { Policy, inBody } from '../auth/access-policy';
import { Access } from '../auth/access.decorators';
import { AdminCaller, Caller, CurrentCaller, MemberCaller } from '../http/caller';
import { idPipe, offsetPipe, searchTextPipe } from '../http/params';
import { MemberPageQuery, MemberStatusQuery } from './dto/member-list.query';
import { MemberLoginBody } from './dto/member-login.body';
import { MemberDeviceLoginView } from './member-login.view';
import { MemberLoginsService } from './member-logins.service';
import { MembersService } from './members.service';

const PAGE_DESCRIPTION =
  '10 a page, newest first; offset = how many members to skip; status all | active | inactive';

const OWN_MEMBERSHIP = 'You may only change your own membership.';

/** Members (the spec's wifi users): sign-up, logins, recovery, profile, and the admin's member list. */
@ApiTags('Members')
@Controller('wifi-user')
export class MembersController {
  constructor(
    private readonly members: MembersService,
    private readonly logins: MemberLoginsService,
  ) {}

  @Post('signup')
  @Access(Policy.public)
  @ApiOperation({ summary: 'Sign up (checks in the spec order, every failing message in `errors`)' })
  @ApiCreatedResponse({ type: SignedUpView })
  @ApiConflictResponse({ description: MESSAGES.emailTaken })
  @ApiTooManyRequestsResponse({ description: 'Too many sign-ups from this address or for this e-mail' })
  signUp(@CurrentCaller() caller: Caller, @Body() body: SignUpRequest): Promise<SignedUpView> {
    return this.members.signUp(caller, body);
  }

  @Post('login')
  @Access(Policy.public)
  @HttpCode(200)
  @ApiOperation({ summary: 'Member login with e-mail and password' })
  @ApiOkResponse({ type: MemberDeviceLoginView })
  @ApiUnauthorizedResponse({ description: 'Please check your email and password.' })
  @ApiForbiddenResponse({
    description: `${MESSAGES.accountDisabled} / a dormant account (ACCOUNT_DORMANT): ${MESSAGES.accountDormant}`,
  })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts (Retry-After)' })
  login(@CurrentCaller() caller: Caller, @Body() body: MemberLoginBody): Promise<MemberDeviceLoginView> {
    return this.logins.logIn(caller, body);
  }

  @Get('login/email=:email/password=:password')
  @Access(Policy.public)
  @ApiOperation({
    summary: 'Member login (deprecated: the password travels in the path; use POST /wifi-user/login)',
    deprecated: true,
  })
  @ApiOkResponse({ type: MemberDeviceLoginView })
  loginByPath(
    @CurrentCaller() caller: Caller,
    @Param('email') email: string,
    @Param('password') password: string,
  ): Promise<MemberDeviceLoginView> {
    return this.logins.logInByPath(caller, email, password);
  }

  @Get('me')
  @Access(Policy.member)
  @ApiOperation({
    summary: "The logged-in member's own record (the app checks join_check on each route change)",
  })
  @ApiOkResponse({ type: MemberView })
  me(@CurrentCaller() caller: MemberCaller): Promise<MemberView> {
    return this.members.me(caller);
  }

  @Get('get/offset=:offset')
  @Access(Policy.admin)
  @ApiParam({ name: 'offset', type: String })
  @ApiOperation({ summary: 'A page of members', description: PAGE_DESCRIPTION })
  @ApiQuery({ name: 'status', required: false, enum: MEMBER_STATUS_FILTERS })
  @ApiOkResponse({ type: [MemberView] })
  page(
    @CurrentCaller() caller: AdminCaller,
    @Param('offset', offsetPipe()) offset: number,
    @Query() query: MemberStatusQuery,
  ): Promise<MemberView[]> {
    return this.members.list(caller, { status: query.status, offset });
  }

  @Get('all/count')
  @Access(Policy.admin)
  @Header('Content-Type', 'application/json')
  @ApiOperation({ summary: 'How many members (a bare number)' })
  @ApiQuery({ name: 'status', required: false, enum: MEMBER_STATUS_FILTERS })
  @ApiOkResponse({ schema: { type: 'number', example: 1234 } })
  count(@CurrentCaller() caller: AdminCaller, @Query() query: MemberStatusQuery): Promise<string> {
    return this.members.count(caller, query);
  }

  @Get('info/region=:areaId')
  @Access(Policy.admin)
  @ApiOperation({ summary: 'Members of a region (area id)', description: PAGE_DESCRIPTION })
  @ApiQuery({ name: 'status', required: false, enum: MEMBER_STATUS_FILTERS })
  @ApiQuery({ name: 'offset', required: false, type: String })
  @ApiOkResponse({ type: [MemberView] })
  byRegion(
    @CurrentCaller() caller: AdminCaller,
    @Param('areaId', idPipe('region')) region: number,
    @Query() query: MemberPageQuery,
  ): Promise<MemberView[]> {
    return this.members.list(caller, query, { region });
  }

  @Get('info/province=:areaId')
  @Access(Policy.admin)
  @ApiOperation({ summary: 'Members of a province/city (area id)', description: PAGE_DESCRIPTION })
  @ApiQuery({ name: 'status', required: false, enum: MEMBER_STATUS_FILTERS })
  @ApiQuery({ name: 'offset', required: false, type: String })
  @ApiOkResponse({ type: [MemberView] })
  byProvince(
    @CurrentCaller() caller: AdminCaller,
    @Param('areaId', idPipe('province')) province: number,
    @Query() query: MemberPageQuery,
  ): Promise<MemberView[]> {
    return this.members.list(caller, query, { province });
  }

  @Get('info/email=:email')
  @Access(Policy.admin)
  @ApiOperation({ summary: 'Members whose e-mail contains the text', description: PAGE_DESCRIPTION })
  @ApiQuery({ name: 'status', required: false, enum: MEMBER_STATUS_FILTERS })
  @ApiQuery({ name: 'offset', required: false, type: String })
  @ApiOkResponse({ type: [MemberView] })
  byEmail(
    @CurrentCaller() caller: AdminCaller,
    @Param('email', searchTextPipe()) email: string,
    @Query() query: MemberPageQuery,
  ): Promise<MemberView[]> {
    return this.members.list(caller, query, { email });
  }

  @Get('info/name=:name')
  @Access(Policy.admin)
  @ApiOperation({ summary: 'Members whose name contains the text', description: PAGE_DESCRIPTION })
  @ApiQuery({ name: 'status', required: false, enum: MEMBER_STATUS_FILTERS })
  @ApiQuery({ name: 'offset', required: false, type: String })
  @ApiOkResponse({ type: [MemberView] })
  byName(
    @CurrentCaller() caller: AdminCaller,
    @Param('name', searchTextPipe()) name: string,
    @Query() query: MemberPageQuery,
  ): Promise<MemberView[]> {
    return this.members.list(caller, query, { name });
  }

  @Put('update')
  @Access(Policy.anyOf(Policy.admin, Policy.memberSelf(inBody('bbs_no'), OWN_MEMBERSHIP)))
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
  update(@CurrentCaller() caller: AdminCaller | MemberCaller, @Body() body: unknown): Promise<MemberView> {
    return this.members.update(caller, body);
  }

  @Put('delete/id=:bbsNo')
  @Access(Policy.admin)
  @ApiOperation({ summary: 'Delete a member (their personal data is erased, as the privacy policy says)' })
  @ApiOkResponse({ type: DeletionView })
  @ApiNotFoundResponse({ description: MESSAGES.userNotFound })
  remove(
    @CurrentCaller() caller: AdminCaller,
    @Param('bbsNo', idPipe('bbs_no')) memberNo: number,
  ): Promise<DeletionView> {
    return this.members.remove(caller, memberNo);
  }

  @Post('unsubscribe/email/:email')
  @Access(Policy.member)
  @HttpCode(200)
  @ApiOperation({ summary: 'Leave the membership: the member is withdrawn and their personal data erased' })
  @ApiOkResponse({ type: WithdrawnView })
  unsubscribe(@CurrentCaller() caller: MemberCaller, @Param('email') email: string): Promise<WithdrawnView> {
    return this.members.withdraw(caller, email);
  }

  @Get('find-id/:first/:last/:password')
  @Access(Policy.public)
  @ApiOperation({ summary: 'Find the login id (e-mail) from the name and password' })
  @ApiProduces('text/plain')
  @ApiOkResponse({ schema: { type: 'string', example: 'juan@example.ph' } })
  @ApiNotFoundResponse({ description: MESSAGES.idNotFound })
  findId(
    @CurrentCaller() caller: Caller,
    @Param('first') first: string,
    @Param('last') last: string,
    @Param('password') password: string,
  ): Promise<string> {
    return this.members.findId(caller, first, last, password);
  }

  @Get('find-password/:first/:last/:email')
  @Access(Policy.public)
  @ApiOperation({
    summary:
      'Send a single-use password reset link (valid 30 minutes) to the e-mail; never reveals a password',
  })
  @ApiProduces('text/plain')
  @ApiOkResponse({
    schema: { type: 'string', example: formatMessage(MESSAGES.resetLinkSent, { email: 'juan@example.ph' }) },
  })
  @ApiNotFoundResponse({ description: MESSAGES.passwordNotFound })
  findPassword(
    @CurrentCaller() caller: Caller,
    @Param('first') first: string,
    @Param('last') last: string,
    @Param('email') email: string,
  ): Promise<string> {
    return this.members.sendPasswordReset(caller, first, last, email);
  }

  @Post('reset-password')
  @Access(Policy.public)
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the token of a reset link (single use)' })
  @ApiOkResponse({ type: PasswordResetView })
  resetPassword(
    @CurrentCaller() caller: Caller,
    @Body() body: ResetPasswordRequest,
  ): Promise<PasswordResetView> {
    return this.members.resetPassword(caller, body);
  }

  @Post('reactivate')
  @Access(Policy.public)
  @HttpCode(200)
  @ApiOperation({
    summary:
      "A dormant account's confirmation link (mailed when it tried to log in): the account is in use again",
  })
  @ApiOkResponse({ type: ReactivatedView })
  @ApiBadRequestResponse({ description: MESSAGES.reactivationLinkInvalid })
  reactivate(
    @CurrentCaller() caller: Caller,
    @Body() body: ReactivateAccountRequest,
  ): Promise<ReactivatedView> {
    return this.members.reactivate(caller, body);
  }
}
