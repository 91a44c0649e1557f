import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Req } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import {
  AdminActor,
  AdminFieldsRequest,
  AdminLoginRequest,
  AdminUpdateRequest,
  AdminView,
  MemberRequests,
  DeletionView,
} from '@stamp/contracts';
import { validateMessage } from '@stamp/server-kit/validation';
import { MESSAGES } from '@stamp/shared';
import { Allow, CurrentPrincipal, Public } from '../auth/access.decorators';
import { Principal } from '../auth/principal';
import { TokenService } from '../auth/token.service';
import { BUS, GatewayBus } from '../http/bus-client';
import { idPipe } from '../http/params';
import { RequestId } from '../http/request-id.decorator';
import { AdminLoginView } from '../members/member-login.view';
import { AbuseLimits } from '../rate-limit/abuse-limits';
import { RateLimiter } from '../rate-limit/rate-limiter';

type AdminPrincipal = Principal & { kind: 'admin' };

function actorOf(principal: AdminPrincipal): AdminActor {
  return { adminId: principal.adminId, authority: principal.authority };
}

const NOT_ALLOWED = `${MESSAGES.adminNoRight} (only a super master may do this)`;

/** Administrator accounts, with the super-master rules of spec §6 enforced by the member service. */
@ApiTags('Administrators')
@Controller('api/v1')
export class AdminsController {
  constructor(
    @Inject(BUS) private readonly bus: GatewayBus,
    private readonly tokens: TokenService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  @Post('admin/login')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Administrator login' })
  @ApiOkResponse({ type: AdminLoginView })
  @ApiUnauthorizedResponse({ description: 'Login failed' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts (Retry-After)' })
  login(
    @Body() body: AdminLoginRequest,
    @Req() request: FastifyRequest,
    @RequestId() requestId: string,
  ): Promise<AdminLoginView> {
    return this.logIn(body, request, requestId);
  }

  @Get('admin/login/id=:id/password=:password')
  @Public()
  @ApiOperation({
    summary: 'Administrator login (deprecated: use POST /api/v1/admin/login)',
    deprecated: true,
  })
  @ApiOkResponse({ type: AdminLoginView })
  async loginByPath(
    @Param('id') adminId: string,
    @Param('password') password: string,
    @Req() request: FastifyRequest,
    @RequestId() requestId: string,
  ): Promise<AdminLoginView> {
    const body = await validateMessage(AdminLoginRequest, { admin_id: adminId, password });
    return this.logIn(body, request, requestId);
  }

  private async logIn(
    body: AdminLoginRequest,
    request: FastifyRequest,
    requestId: string,
  ): Promise<AdminLoginView> {
    await this.rateLimiter.consume(AbuseLimits.adminLogin(request.ip, body.admin_id));
    const admin = await this.bus.request(MemberRequests.adminLogin, body, { requestId });
    return {
      token: this.tokens.sign({ kind: 'admin', adminId: admin.id, authority: admin.authority }),
      admin,
    };
  }

  @Get('admins')
  @Allow('admin')
  @ApiOperation({ summary: 'Administrators (a role admin sees no super master)' })
  @ApiOkResponse({ type: [AdminView] })
  list(@CurrentPrincipal() principal: AdminPrincipal, @RequestId() requestId: string): Promise<AdminView[]> {
    return this.bus.request(MemberRequests.listAdmins, { actor: actorOf(principal) }, { requestId });
  }

  @Get('admin/id=:id')
  @Allow('admin')
  @ApiOperation({ summary: 'One administrator by record id' })
  @ApiOkResponse({ type: AdminView })
  @ApiNotFoundResponse({ description: MESSAGES.adminNotFound })
  byId(
    @CurrentPrincipal() principal: AdminPrincipal,
    @Param('id', idPipe()) id: number,
    @RequestId() requestId: string,
  ): Promise<AdminView> {
    return this.bus.request(MemberRequests.getAdmin, { actor: actorOf(principal), id }, { requestId });
  }

  @Get('admin/:loginId')
  @Allow('admin')
  @ApiOperation({ summary: 'One administrator by login id' })
  @ApiOkResponse({ type: AdminView })
  @ApiNotFoundResponse({ description: MESSAGES.adminNotFound })
  byLoginId(
    @CurrentPrincipal() principal: AdminPrincipal,
    @Param('loginId') loginId: string,
    @RequestId() requestId: string,
  ): Promise<AdminView> {
    return this.bus.request(
      MemberRequests.getAdmin,
      { actor: actorOf(principal), admin_id: loginId },
      { requestId },
    );
  }

  @Post('admin/create')
  @Allow('admin')
  @ApiOperation({ summary: 'Register an administrator (super master only)' })
  @ApiCreatedResponse({ type: AdminView })
  @ApiForbiddenResponse({ description: NOT_ALLOWED })
  @ApiConflictResponse({ description: MESSAGES.adminRegisterFailed })
  create(
    @CurrentPrincipal() principal: AdminPrincipal,
    @Body() body: AdminFieldsRequest,
    @RequestId() requestId: string,
  ): Promise<AdminView> {
    return this.bus.request(
      MemberRequests.createAdmin,
      { actor: actorOf(principal), admin: body },
      { requestId },
    );
  }

  @Put('admin/update/:id')
  @Allow('admin')
  @ApiOperation({
    summary: 'Edit an administrator (super master only; an empty password keeps the current one)',
  })
  @ApiOkResponse({ type: AdminView })
  @ApiForbiddenResponse({ description: NOT_ALLOWED })
  @ApiConflictResponse({ description: MESSAGES.adminRegisterFailed })
  update(
    @CurrentPrincipal() principal: AdminPrincipal,
    @Param('id', idPipe()) id: number,
    @Body() body: AdminUpdateRequest,
    @RequestId() requestId: string,
  ): Promise<AdminView> {
    return this.bus.request(
      MemberRequests.updateAdmin,
      { actor: actorOf(principal), id, admin: body },
      { requestId },
    );
  }

  @Delete('admin/delete/:id')
  @Allow('admin')
  @ApiOperation({ summary: 'Delete an administrator (super master only; never a super master)' })
  @ApiOkResponse({ type: DeletionView })
  @ApiForbiddenResponse({ description: NOT_ALLOWED })
  remove(
    @CurrentPrincipal() principal: AdminPrincipal,
    @Param('id', idPipe()) id: number,
    @RequestId() requestId: string,
  ): Promise<{ deleted: true }> {
    return this.bus.request(MemberRequests.deleteAdmin, { actor: actorOf(principal), id }, { requestId });
  }
}
