import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  AdminFieldsRequest,
  AdminLoginRequest,
  AdminPasswordConfirmRequest,
  AdminRecoveryCodesView,
  AdminTotpEnableRequest,
  AdminTotpSetupView,
  AdminUpdateRequest,
  AdminView,
  DeletionView,
} from '@stamp/contracts';
import { MESSAGES } from '@stamp/shared';
import { Policy } from '../auth/access-policy';
import { Access } from '../auth/access.decorators';
import { AdminCaller, Caller, CurrentCaller } from '../http/caller';
import { idPipe } from '../http/params';
import { AdminLoginView } from '../members/member-login.view';
import { AdminsService } from './admins.service';

const NOT_ALLOWED = `${MESSAGES.adminNoRight} (only a super master may do this)`;

/** Administrator accounts, with the super-master rules of spec §6 enforced by the member service. */
@ApiTags('Administrators')
@Controller('api/v1')
export class AdminsController {
  constructor(private readonly admins: AdminsService) {}

  @Post('admin/login')
  @Access(Policy.public)
  @HttpCode(200)
  @ApiOperation({
    operationId: 'logInAdmin',
    summary: 'Administrator login',
    description:
      'With two-step sign-in on, send `otp` (or a `recovery_code`) too. Limited per client address and per account.',
  })
  @ApiOkResponse({ description: "The administrator's token and record", type: AdminLoginView })
  @ApiUnauthorizedResponse({
    description: `Login failed; or, for an administrator with two-step sign-in and no \`otp\` or \`recovery_code\`, code \`ADMIN_OTP_REQUIRED\` ("${MESSAGES.adminOtpRequired}") and no token`,
  })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts (Retry-After)' })
  login(@CurrentCaller() caller: Caller, @Body() body: AdminLoginRequest): Promise<AdminLoginView> {
    return this.admins.logIn(caller, body);
  }

  @Get('admin/login/id=:id/password=:password')
  @Access(Policy.public)
  @ApiOperation({
    operationId: 'logInAdminByPath',
    summary: 'Administrator login (deprecated: use POST /api/v1/admin/login)',
    deprecated: true,
    description:
      "The spec's GET route: the password ends up in access logs and browser history. The same checks and limits as logInAdmin.",
  })
  @ApiOkResponse({ description: "The administrator's token and record", type: AdminLoginView })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts (Retry-After)' })
  loginByPath(
    @CurrentCaller() caller: Caller,
    @Param('id') adminId: string,
    @Param('password') password: string,
  ): Promise<AdminLoginView> {
    return this.admins.logInByPath(caller, adminId, password);
  }

  @Get('admins')
  @Access(Policy.admin)
  @ApiOperation({
    operationId: 'listAdmins',
    summary: 'Administrators (a role admin sees no super master)',
    description: 'Every administrator the caller may see.',
  })
  @ApiOkResponse({ description: 'The administrators', type: [AdminView] })
  list(@CurrentCaller() caller: AdminCaller): Promise<AdminView[]> {
    return this.admins.list(caller);
  }

  @Get('admin/id=:id')
  @Access(Policy.admin)
  @ApiOperation({
    operationId: 'getAdmin',
    summary: 'One administrator by record id',
    description: 'By the record id (`id` of AdminView).',
  })
  @ApiOkResponse({ description: 'The administrator', type: AdminView })
  @ApiNotFoundResponse({ description: MESSAGES.adminNotFound })
  byId(@CurrentCaller() caller: AdminCaller, @Param('id', idPipe()) id: number): Promise<AdminView> {
    return this.admins.byId(caller, id);
  }

  @Get('admin/:loginId')
  @Access(Policy.admin)
  @ApiOperation({
    operationId: 'getAdminByLoginId',
    summary: 'One administrator by login id',
    description: 'By the login id (`admin_id` of AdminView).',
  })
  @ApiOkResponse({ description: 'The administrator', type: AdminView })
  @ApiNotFoundResponse({ description: MESSAGES.adminNotFound })
  byLoginId(@CurrentCaller() caller: AdminCaller, @Param('loginId') loginId: string): Promise<AdminView> {
    return this.admins.byLoginId(caller, loginId);
  }

  @Post('admin/create')
  @Access(Policy.admin)
  @ApiOperation({
    operationId: 'createAdmin',
    summary: 'Register an administrator (super master only)',
    description: 'The login id must be free (409 otherwise).',
  })
  @ApiCreatedResponse({ description: 'The new administrator', type: AdminView })
  @ApiForbiddenResponse({ description: NOT_ALLOWED })
  @ApiConflictResponse({ description: MESSAGES.adminRegisterFailed })
  create(@CurrentCaller() caller: AdminCaller, @Body() body: AdminFieldsRequest): Promise<AdminView> {
    return this.admins.create(caller, body);
  }

  @Put('admin/update/:id')
  @Access(Policy.admin)
  @ApiOperation({
    operationId: 'updateAdmin',
    summary: 'Edit an administrator (super master only; an empty password keeps the current one)',
    description: 'A super master cannot edit another super master nor give up the role.',
  })
  @ApiOkResponse({ description: 'The administrator as they now are', type: AdminView })
  @ApiForbiddenResponse({ description: NOT_ALLOWED })
  @ApiConflictResponse({ description: MESSAGES.adminRegisterFailed })
  update(
    @CurrentCaller() caller: AdminCaller,
    @Param('id', idPipe()) id: number,
    @Body() body: AdminUpdateRequest,
  ): Promise<AdminView> {
    return this.admins.update(caller, id, body);
  }

  @Post('admin/totp/setup')
  @Access(Policy.admin)
  @HttpCode(200)
  @ApiOperation({
    operationId: 'setUpAdminTotp',
    summary:
      "Two-step sign-in: a new secret for the caller's own authenticator app, waiting for its first code (password needed)",
    description:
      'Answers a new secret and its otpauth URL (for a QR code); two-step sign-in is on only after `enable` checks a code.',
  })
  @ApiOkResponse({ description: 'The secret to enter in an authenticator app', type: AdminTotpSetupView })
  @ApiBadRequestResponse({ description: MESSAGES.adminPasswordWrong })
  @ApiConflictResponse({ description: MESSAGES.adminTotpAlreadyOn })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong passwords (Retry-After)' })
  totpSetup(
    @CurrentCaller() caller: AdminCaller,
    @Body() body: AdminPasswordConfirmRequest,
  ): Promise<AdminTotpSetupView> {
    return this.admins.totpSetup(caller, body);
  }

  @Post('admin/totp/enable')
  @Access(Policy.admin)
  @HttpCode(200)
  @ApiOperation({
    operationId: 'enableAdminTotp',
    summary:
      "Two-step sign-in on for the caller, with the app's first code: 10 single-use recovery codes, shown once; the caller's other sessions end",
    description: 'Shown once: store the recovery codes somewhere safe.',
  })
  @ApiOkResponse({ description: 'Two-step sign-in is on; the recovery codes', type: AdminRecoveryCodesView })
  @ApiBadRequestResponse({ description: MESSAGES.adminTotpCodeWrong })
  @ApiConflictResponse({ description: `${MESSAGES.adminTotpAlreadyOn} / ${MESSAGES.adminTotpNoSetup}` })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong codes (Retry-After)' })
  totpEnable(
    @CurrentCaller() caller: AdminCaller,
    @Body() body: AdminTotpEnableRequest,
  ): Promise<AdminRecoveryCodesView> {
    return this.admins.totpEnable(caller, body);
  }

  @Post('admin/totp/disable')
  @Access(Policy.admin)
  @HttpCode(204)
  @ApiOperation({
    operationId: 'disableAdminTotp',
    summary: "Two-step sign-in off for the caller (password needed); the caller's other sessions end",
    description: 'The secret and recovery codes are deleted.',
  })
  @ApiNoContentResponse({ description: 'Off' })
  @ApiBadRequestResponse({ description: MESSAGES.adminPasswordWrong })
  @ApiConflictResponse({ description: MESSAGES.adminTotpNotOn })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong passwords (Retry-After)' })
  totpDisable(
    @CurrentCaller() caller: AdminCaller,
    @Body() body: AdminPasswordConfirmRequest,
  ): Promise<void> {
    return this.admins.totpDisable(caller, body);
  }

  @Post('admin/totp/recovery-codes')
  @Access(Policy.admin)
  @HttpCode(200)
  @ApiOperation({
    operationId: 'renewAdminRecoveryCodes',
    summary: "A new set of the caller's recovery codes (password needed); the old set stops working",
    description: 'Shown once: store them somewhere safe.',
  })
  @ApiOkResponse({ description: 'The new recovery codes', type: AdminRecoveryCodesView })
  @ApiBadRequestResponse({ description: MESSAGES.adminPasswordWrong })
  @ApiConflictResponse({ description: MESSAGES.adminTotpNotOn })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong passwords (Retry-After)' })
  newRecoveryCodes(
    @CurrentCaller() caller: AdminCaller,
    @Body() body: AdminPasswordConfirmRequest,
  ): Promise<AdminRecoveryCodesView> {
    return this.admins.newRecoveryCodes(caller, body);
  }

  @Delete('admin/delete/:id')
  @Access(Policy.admin)
  @ApiOperation({
    operationId: 'deleteAdmin',
    summary: 'Delete an administrator (super master only; never a super master)',
    description: "Ends the deleted administrator's sessions.",
  })
  @ApiOkResponse({ description: 'Deleted', type: DeletionView })
  @ApiForbiddenResponse({ description: NOT_ALLOWED })
  remove(@CurrentCaller() caller: AdminCaller, @Param('id', idPipe()) id: number): Promise<DeletionView> {
    return this.admins.remove(caller, id);
  }
}
