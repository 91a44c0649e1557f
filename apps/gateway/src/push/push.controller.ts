import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  ForbiddenException,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  AutoPushView,
  DeviceRemovedView,
  DeviceView,
  InboxItemView,
  PageMessage,
  PushRequests,
  RegionalPushRequest,
  RegisterDeviceRequest,
  SendBroadcastRequest,
  SentPushView,
  StoreRequests,
  UnregisterDeviceRequest,
} from '@stamp/contracts';
import { validateMessage } from '@stamp/server-kit/validation';
import { MESSAGES, PUSH_TYPES, PushType, formatMessage } from '@stamp/shared';
import { Allow, CurrentPrincipal, Public } from '../auth/access.decorators';
import { Principal } from '../auth/principal';
import { BUS, GatewayBus, SETTINGS } from '../http/bus-client';
import { idPipe } from '../http/params';
import { RequestId } from '../http/request-id.decorator';
import { GatewaySettings } from '../gateway.settings';
import { pageOf } from './push-paging';
import { WebPushKeyView } from './web-push-key.view';

type AdminPrincipal = Extract<Principal, { kind: 'admin' }>;
type MemberPrincipal = Extract<Principal, { kind: 'member' }>;
type StorePrincipal = Extract<Principal, { kind: 'store' }>;

const Paged = () =>
  applyDecorators(
    ApiQuery({ name: 'limit', required: false, description: '1 to 100, default 50' }),
    ApiQuery({
      name: 'before',
      required: false,
      description: 'Only items older than this id (the next page)',
    }),
  );

/**
 * The push routes of product-spec §7 and api-contract.md, plus JSON twins of the two sending GETs. The
 * message text of the GET routes is the path's wildcard rest: the router caps a named parameter at 100
 * characters, so a longer text would fail there (414) instead of getting the contract's clear 400.
 */
@ApiTags('Push')
@Controller('api/v1/push')
export class PushController {
  constructor(
    @Inject(BUS) private readonly bus: GatewayBus,
    @Inject(SETTINGS) private readonly settings: GatewaySettings,
  ) {}

  @Get('web-push-key')
  @Public()
  @ApiOperation({
    summary: 'The VAPID public key a browser subscribes to Web Push with (null: Web Push is off)',
  })
  @ApiOkResponse({ type: WebPushKeyView })
  webPushKey(): WebPushKeyView {
    return { public_key: this.settings.VAPID_PUBLIC_KEY ?? null };
  }

  @Get()
  @Allow('admin')
  @ApiOperation({
    summary: 'The automatic pushes (auto-push screen): number, situation, broadcast text, target',
  })
  @Paged()
  @ApiOkResponse({ type: [AutoPushView] })
  listAuto(
    @RequestId() requestId: string,
    @Query('limit') limit?: string,
    @Query('before') before?: string,
  ): Promise<AutoPushView[]> {
    return this.bus.request(PushRequests.listAuto, pageOf(limit, before), { requestId });
  }

  @Get('sent')
  @Allow('admin')
  @ApiOperation({
    summary: "The send-push page's history: administrators' broadcasts and store owners' regional pushes",
  })
  @Paged()
  @ApiOkResponse({ type: [SentPushView] })
  listSent(
    @RequestId() requestId: string,
    @Query('limit') limit?: string,
    @Query('before') before?: string,
  ): Promise<SentPushView[]> {
    return this.bus.request(PushRequests.listSent, pageOf(limit, before), { requestId });
  }

  @Get('send/type/:type/title/:title/message/*')
  @ApiParam({ name: '*', description: 'The message text (the rest of the path: may hold slashes)' })
  @Allow('admin')
  @ApiOperation({ summary: 'Broadcast a push to every member (spec route; see POST /api/v1/push/send)' })
  @ApiParam({ name: 'type', enum: PUSH_TYPES })
  @ApiOkResponse({ type: SentPushView })
  @ApiBadRequestResponse({ description: MESSAGES.adminMessageTooLong })
  sendBroadcastByPath(
    @CurrentPrincipal() principal: AdminPrincipal,
    @Param('type') type: string,
    @Param('title') title: string,
    @Param('*') text: string,
    @RequestId() requestId: string,
  ): Promise<SentPushView> {
    return this.broadcast(principal, { type: type as PushType, title, message: text }, requestId);
  }

  @Post('send')
  @Allow('admin')
  @HttpCode(200)
  @ApiOperation({
    summary: "An administrator's push to every member, or to one region and province/city (JSON body)",
  })
  @ApiOkResponse({ type: SentPushView })
  sendBroadcast(
    @CurrentPrincipal() principal: AdminPrincipal,
    @Body() body: SendBroadcastRequest,
    @RequestId() requestId: string,
  ): Promise<SentPushView> {
    return this.broadcast(principal, body, requestId);
  }

  @Get('region/:region/province/:province/title/:title/message/*')
  @ApiParam({ name: '*', description: 'The message text (the rest of the path: may hold slashes)' })
  @Allow('store')
  @ApiOperation({
    summary: "A store owner's push to the members of a region and province/city (spec route)",
    description:
      'Title `{storeName}: {subject}`; the message at most 100 characters; a few pushes a day per store ' +
      '(429 with Retry-After past the limit). See POST /api/v1/push/region for the JSON twin.',
  })
  @ApiOkResponse({ type: SentPushView })
  @ApiBadRequestResponse({ description: MESSAGES.messageTooLong })
  @ApiTooManyRequestsResponse({ description: formatMessage(MESSAGES.dailyLimit, { limit: 3 }) })
  sendRegionalByPath(
    @CurrentPrincipal() principal: StorePrincipal,
    @Param('region') region: string,
    @Param('province') province: string,
    @Param('title') title: string,
    @Param('*') text: string,
    @RequestId() requestId: string,
  ): Promise<SentPushView> {
    return this.regional(principal, { region, province, title, message: text }, requestId);
  }

  @Post('region')
  @Allow('store')
  @HttpCode(200)
  @ApiOperation({ summary: "A store owner's push to the members of a region and province/city (JSON body)" })
  @ApiOkResponse({ type: SentPushView })
  @ApiTooManyRequestsResponse({ description: formatMessage(MESSAGES.dailyLimit, { limit: 3 }) })
  sendRegional(
    @CurrentPrincipal() principal: StorePrincipal,
    @Body() body: RegionalPushRequest,
    @RequestId() requestId: string,
  ): Promise<SentPushView> {
    return this.regional(principal, body, requestId);
  }

  @Get('user_id/:bbs_no')
  @Allow('member')
  @ApiOperation({
    summary: "A member's inbox, newest first",
    description:
      'Every broadcast since the member joined plus every push to their region and province/city, with read ' +
      'state. `id` and `push_message_id` are both the message id (the one `/push/id/{id}/read` takes).',
  })
  @Paged()
  @ApiOkResponse({ type: [InboxItemView] })
  inbox(
    @CurrentPrincipal() principal: MemberPrincipal,
    @Param('bbs_no', idPipe('bbs_no')) bbsNo: number,
    @RequestId() requestId: string,
    @Query('limit') limit?: string,
    @Query('before') before?: string,
  ): Promise<InboxItemView[]> {
    this.assertSelf(principal, bbsNo);
    const page: PageMessage = pageOf(limit, before);
    return this.bus.request(
      PushRequests.getInbox,
      { bbs_no: bbsNo, limit: page.limit, before: page.before },
      { requestId },
    );
  }

  @Get('id/:id/read')
  @Allow('member')
  @ApiOperation({ summary: "Mark a push of the member's own inbox read" })
  @ApiOkResponse({ type: InboxItemView })
  @ApiNotFoundResponse({ description: 'No such push message' })
  async read(
    @CurrentPrincipal() principal: MemberPrincipal,
    @Param('id', idPipe()) id: number,
    @RequestId() requestId: string,
  ): Promise<InboxItemView> {
    return this.bus.request(PushRequests.markRead, { bbs_no: principal.bbsNo, id }, { requestId });
  }

  @Post('device')
  @Allow('member')
  @ApiOperation({
    summary: "Register the device token the native wrapper (or the browser's push subscription) hands over",
  })
  @ApiCreatedResponse({ type: DeviceView })
  registerDevice(
    @CurrentPrincipal() principal: MemberPrincipal,
    @Body() body: RegisterDeviceRequest,
    @RequestId() requestId: string,
  ): Promise<DeviceView> {
    return this.bus.request(
      PushRequests.registerDevice,
      {
        token: body.token,
        platform: body.platform,
        bbs_no: principal.bbsNo,
      },
      { requestId },
    );
  }

  @Delete('device')
  @Allow('member')
  @ApiOperation({ summary: 'Stop pushes to a device (logout)' })
  @ApiOkResponse({ type: DeviceRemovedView })
  unregisterDevice(
    @CurrentPrincipal() principal: MemberPrincipal,
    @Body() body: UnregisterDeviceRequest,
    @RequestId() requestId: string,
  ): Promise<DeviceRemovedView> {
    return this.bus.request(
      PushRequests.unregisterDevice,
      { token: body.token, bbs_no: principal.bbsNo },
      { requestId },
    );
  }

  private assertSelf(principal: MemberPrincipal, bbsNo: number): void {
    if (principal.bbsNo !== bbsNo) {
      throw new ForbiddenException('You may only read your own push messages.');
    }
  }

  private async broadcast(
    principal: AdminPrincipal,
    body: SendBroadcastRequest,
    requestId: string,
  ): Promise<SentPushView> {
    const request = await validateMessage(SendBroadcastRequest, body);
    return this.bus.request(
      PushRequests.sendBroadcast,
      {
        type: request.type,
        title: request.title,
        message: request.message,
        region: request.region,
        province: request.province,
        adminId: principal.adminId,
      },
      { requestId },
    );
  }

  private async regional(
    principal: StorePrincipal,
    body: RegionalPushRequest,
    requestId: string,
  ): Promise<SentPushView> {
    const request = await validateMessage(RegionalPushRequest, body);
    const store = await this.bus.request(
      StoreRequests.getStore,
      { id: principal.storeId, full: false },
      { requestId },
    );
    return this.bus.request(
      PushRequests.sendRegional,
      {
        region: request.region,
        province: request.province,
        title: request.title,
        message: request.message,
        storeId: store.id,
        storeName: store.name,
      },
      { requestId },
    );
  }
}
