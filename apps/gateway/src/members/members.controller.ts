import {
  applyDecorators,
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
} from '@nestjs/common';
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

/** A search of the members list: a page of 10 by `offset` in the query, filtered by `status`. */
const MemberSearchPage = () =>
  applyDecorators(
    ApiQuery({ name: 'status', required: false, enum: MEMBER_STATUS_FILTERS }),
    ApiQuery({
      name: 'offset',
      required: false,
      type: 'integer',
      minimum: 0,
      description: 'How many members to skip',
    }),
    ApiOkResponse({ description: 'The page of members', type: [MemberView] }),
  );

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
  @ApiOperation({
    operationId: 'signUp',
    summary: 'Sign up (checks in the spec order, every failing message in `errors`)',
    description:
      'Creates the member and answers their number; log in afterwards for a token. Limited per client address and per e-mail.',
  })
  @ApiCreatedResponse({ description: "The new member's number", type: SignedUpView })
  @ApiConflictResponse({ description: MESSAGES.emailTaken })
  @ApiTooManyRequestsResponse({ description: 'Too many sign-ups from this address or for this e-mail' })
  signUp(@CurrentCaller() caller: Caller, @Body() body: SignUpRequest): Promise<SignedUpView> {
    return this.members.signUp(caller, body);
  }

  @Post('login')
  @Access(Policy.public)
  @HttpCode(200)
  @ApiOperation({
    operationId: 'logInMember',
    summary: 'Member login with e-mail and password',
    description:
      'Also registers the device token when one is sent. Limited per client address and per account.',
  })
  @ApiOkResponse({ description: "The member's token and record", type: MemberDeviceLoginView })
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
    operationId: 'logInMemberByPath',
    summary: 'Member login (deprecated: the password travels in the path; use POST /wifi-user/login)',
    deprecated: true,
    description:
      "The spec's GET route, kept for the older app: the password ends up in access logs and browser history. The same checks and limits as logInMember.",
  })
  @ApiOkResponse({ description: "The member's token and record", type: MemberDeviceLoginView })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts (Retry-After)' })
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
    operationId: 'getMyMember',
    summary: "The logged-in member's own record (the app checks join_check on each route change)",
    description: "For the member app's account page and its check on each route change.",
  })
  @ApiOkResponse({ description: 'The member', type: MemberView })
  me(@CurrentCaller() caller: MemberCaller): Promise<MemberView> {
    return this.members.me(caller);
  }

  @Get('get/offset=:offset')
  @Access(Policy.admin)
  @ApiParam({
    name: 'offset',
    schema: { type: 'integer', minimum: 0 },
    description: 'How many members to skip (empty: 0)',
  })
  @ApiOperation({ operationId: 'listMembers', summary: 'A page of members', description: PAGE_DESCRIPTION })
  @ApiQuery({ name: 'status', required: false, enum: MEMBER_STATUS_FILTERS })
  @ApiOkResponse({ description: 'The page of members', type: [MemberView] })
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
  @ApiOperation({
    operationId: 'countMembers',
    summary: 'How many members (a bare number)',
    description: "The spec's bare number (a JSON number), for the member list's pager.",
  })
  @ApiQuery({ name: 'status', required: false, enum: MEMBER_STATUS_FILTERS })
  @ApiOkResponse({ description: 'The number of members', schema: { type: 'integer', example: 1234 } })
  count(@CurrentCaller() caller: AdminCaller, @Query() query: MemberStatusQuery): Promise<string> {
    return this.members.count(caller, query);
  }

  @Get('info/region=:areaId')
  @Access(Policy.admin)
  @ApiOperation({
    operationId: 'listMembersOfRegion',
    summary: 'Members of a region (area id)',
    description: PAGE_DESCRIPTION,
  })
  @MemberSearchPage()
  byRegion(
    @CurrentCaller() caller: AdminCaller,
    @Param('areaId', idPipe('region')) region: number,
    @Query() query: MemberPageQuery,
  ): Promise<MemberView[]> {
    return this.members.list(caller, query, { region });
  }

  @Get('info/province=:areaId')
  @Access(Policy.admin)
  @ApiOperation({
    operationId: 'listMembersOfProvince',
    summary: 'Members of a province/city (area id)',
    description: PAGE_DESCRIPTION,
  })
  @MemberSearchPage()
  byProvince(
    @CurrentCaller() caller: AdminCaller,
    @Param('areaId', idPipe('province')) province: number,
    @Query() query: MemberPageQuery,
  ): Promise<MemberView[]> {
    return this.members.list(caller, query, { province });
  }

  @Get('info/email=:email')
  @Access(Policy.admin)
  @ApiOperation({
    operationId: 'searchMembersByEmail',
    summary: 'Members whose e-mail contains the text',
    description: PAGE_DESCRIPTION,
  })
  @MemberSearchPage()
  byEmail(
    @CurrentCaller() caller: AdminCaller,
    @Param('email', searchTextPipe()) email: string,
    @Query() query: MemberPageQuery,
  ): Promise<MemberView[]> {
    return this.members.list(caller, query, { email });
  }

  @Get('info/name=:name')
  @Access(Policy.admin)
  @ApiOperation({
    operationId: 'searchMembersByName',
    summary: 'Members whose name contains the text',
    description: PAGE_DESCRIPTION,
  })
  @MemberSearchPage()
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
    operationId: 'updateMember',
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
  @ApiOkResponse({ description: 'The member as they now are', type: MemberView })
  update(@CurrentCaller() caller: AdminCaller | MemberCaller, @Body() body: unknown): Promise<MemberView> {
    return this.members.update(caller, body);
  }

  @Put('delete/id=:bbs_no')
  @Access(Policy.admin)
  @ApiOperation({
    operationId: 'deleteMember',
    summary: 'Delete a member (their personal data is erased, as the privacy policy says)',
    description: 'Administrators only; an unknown member number answers 404.',
  })
  @ApiOkResponse({ description: 'Deleted', type: DeletionView })
  @ApiNotFoundResponse({ description: MESSAGES.userNotFound })
  remove(
    @CurrentCaller() caller: AdminCaller,
    @Param('bbs_no', idPipe('bbs_no')) memberNo: number,
  ): Promise<DeletionView> {
    return this.members.remove(caller, memberNo);
  }

  @Post('unsubscribe/email/:email')
  @Access(Policy.member)
  @HttpCode(200)
  @ApiOperation({
    operationId: 'unsubscribeMember',
    summary: 'Leave the membership: the member is withdrawn and their personal data erased',
    description: "The e-mail in the path must be the caller's own (else 403).",
  })
  @ApiOkResponse({ description: 'Withdrawn', type: WithdrawnView })
  unsubscribe(@CurrentCaller() caller: MemberCaller, @Param('email') email: string): Promise<WithdrawnView> {
    return this.members.withdraw(caller, email);
  }

  @Get('find-id/:first/:last/:password')
  @Access(Policy.public)
  @ApiOperation({
    operationId: 'findMemberId',
    summary: 'Find the login id (e-mail) from the name and password',
    description: 'Limited per client address (429, Retry-After).',
  })
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'The login e-mail', schema: { type: 'string', example: 'juan@example.ph' } })
  @ApiNotFoundResponse({ description: MESSAGES.idNotFound })
  @ApiTooManyRequestsResponse({ description: 'Too many look-ups from this address (Retry-After)' })
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
    operationId: 'requestPasswordReset',
    summary:
      'Send a single-use password reset link (valid 30 minutes) to the e-mail; never reveals a password',
    description: 'Limited per client address and e-mail (429, Retry-After).',
  })
  @ApiProduces('text/plain')
  @ApiOkResponse({
    description: "The link is sent (the spec's sentence, naming the e-mail)",
    schema: { type: 'string', example: formatMessage(MESSAGES.resetLinkSent, { email: 'juan@example.ph' }) },
  })
  @ApiNotFoundResponse({ description: MESSAGES.passwordNotFound })
  @ApiTooManyRequestsResponse({
    description: 'Too many requests from this address or for this e-mail (Retry-After)',
  })
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
  @ApiOperation({
    operationId: 'resetPassword',
    summary: 'Set a new password with the token of a reset link (single use)',
    description: "Ends the member's other sessions. Limited per client address (429, Retry-After).",
  })
  @ApiOkResponse({ description: 'The password is set', type: PasswordResetView })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts from this address (Retry-After)' })
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
    operationId: 'reactivateMember',
    summary:
      "A dormant account's confirmation link (mailed when it tried to log in): the account is in use again",
    description:
      'Public: the token of the link mailed to a dormant account at its login is the credential. Single use, ' +
      'valid 24 hours; rate limited per address. The member then logs in as usual.',
  })
  @ApiOkResponse({ description: 'The account is in use again', type: ReactivatedView })
  @ApiBadRequestResponse({ description: MESSAGES.reactivationLinkInvalid })
  reactivate(
    @CurrentCaller() caller: Caller,
    @Body() body: ReactivateAccountRequest,
  ): Promise<ReactivatedView> {
    return this.members.reactivate(caller, body);
  }
}
