import { applyDecorators, Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
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
  RegionalPushRequest,
  RegisterDeviceRequest,
  SendBroadcastRequest,
  SentPushView,
  UnregisterDeviceRequest,
} from '@stamp/contracts';
import { MESSAGES, PUSH_TYPES, PushType, formatMessage } from '@stamp/shared';
import { Policy, inParam } from '../auth/access-policy';
import { Access } from '../auth/access.decorators';
import { CachedRead, ForgetsReads, INBOX_CACHE } from '../http/cached-read';
import { AdminCaller, CurrentCaller, MemberCaller, StoreCaller } from '../http/caller';
import { idPipe } from '../http/params';
import { OWN_INBOX } from '../http/shared-reads';
import { PushPageQuery } from './dto/push-page.query';
import { PushService } from './push.service';
import { WebPushKeyView } from './web-push-key.view';

const OWN_PUSH_MESSAGES = 'You may only read your own push messages.';

const Paged = () =>
  applyDecorators(
    ApiQuery({
      name: 'limit',
      required: false,
      type: 'integer',
      minimum: 1,
      maximum: 100,
      description: '1 to 100, default 50',
    }),
    ApiQuery({
      name: 'before',
      required: false,
      type: 'integer',
      minimum: 1,
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
  constructor(private readonly push: PushService) {}

  @Get('web-push-key')
  @Access(Policy.public)
  @ApiOperation({
    operationId: 'getWebPushKey',
    summary: 'The VAPID public key a browser subscribes to Web Push with (null: Web Push is off)',
    description: 'Public: the web app reads it before it subscribes the browser to Web Push.',
  })
  @ApiOkResponse({ description: 'The VAPID public key', type: WebPushKeyView })
  webPushKey(): WebPushKeyView {
    return this.push.webPushKey();
  }

  @Get()
  @Access(Policy.admin)
  @ApiOperation({
    operationId: 'listAutoPushes',
    summary: 'The automatic pushes (auto-push screen): number, situation, broadcast text, target',
    description: 'Newest first, a page at a time (`limit`, and `before` for the next page).',
  })
  @Paged()
  @ApiOkResponse({ description: 'A page of automatic pushes', type: [AutoPushView] })
  listAuto(@CurrentCaller() caller: AdminCaller, @Query() page: PushPageQuery): Promise<AutoPushView[]> {
    return this.push.listAuto(caller, page);
  }

  @Get('sent')
  @Access(Policy.admin)
  @ApiOperation({
    operationId: 'listSentPushes',
    summary: "The send-push page's history: administrators' broadcasts and store owners' regional pushes",
    description: 'Newest first, a page at a time (`limit`, and `before` for the next page).',
  })
  @Paged()
  @ApiOkResponse({ description: 'A page of sent pushes', type: [SentPushView] })
  listSent(@CurrentCaller() caller: AdminCaller, @Query() page: PushPageQuery): Promise<SentPushView[]> {
    return this.push.listSent(caller, page);
  }

  @Get('send/type/:type/title/:title/message/*')
  @ForgetsReads(OWN_INBOX, 'everyone')
  @ApiParam({ name: '*', description: 'The message text (the rest of the path: may hold slashes)' })
  @Access(Policy.admin)
  @ApiOperation({
    operationId: 'sendBroadcastPushByPath',
    summary: 'Broadcast a push to every member (spec route; see POST /api/v1/push/send)',
    description:
      "The spec's GET route: the type, title and message travel in the path. Prefer sendPush (POST, JSON).",
  })
  @ApiParam({ name: 'type', enum: PUSH_TYPES })
  @ApiOkResponse({ description: 'The push as sent', type: SentPushView })
  @ApiBadRequestResponse({ description: MESSAGES.adminMessageTooLong })
  sendBroadcastByPath(
    @CurrentCaller() caller: AdminCaller,
    @Param('type') type: string,
    @Param('title') title: string,
    @Param('*') message: string,
  ): Promise<SentPushView> {
    return this.push.broadcast(caller, { type: type as PushType, title, message });
  }

  @Post('send')
  @ForgetsReads(OWN_INBOX, 'everyone')
  @Access(Policy.admin)
  @HttpCode(200)
  @ApiOperation({
    operationId: 'sendPush',
    summary: "An administrator's push to every member, or to one region and province/city (JSON body)",
    description:
      'Without a region, to every member; with a region and province/city, to the members of that area.',
  })
  @ApiOkResponse({ description: 'The push as sent', type: SentPushView })
  sendBroadcast(
    @CurrentCaller() caller: AdminCaller,
    @Body() body: SendBroadcastRequest,
  ): Promise<SentPushView> {
    return this.push.broadcast(caller, body);
  }

  @Get('region/:region/province/:province/title/:title/message/*')
  @ForgetsReads(OWN_INBOX, 'everyone')
  @ApiParam({ name: '*', description: 'The message text (the rest of the path: may hold slashes)' })
  @Access(Policy.storeOwner)
  @ApiOperation({
    operationId: 'sendRegionalPushByPath',
    summary: "A store owner's push to the members of a region and province/city (spec route)",
    description:
      'Title `{storeName}: {subject}`; the message at most 100 characters; a few pushes a day per store ' +
      '(429 with Retry-After past the limit). See POST /api/v1/push/region for the JSON twin.',
  })
  @ApiOkResponse({ description: 'The push as sent', type: SentPushView })
  @ApiBadRequestResponse({ description: MESSAGES.messageTooLong })
  @ApiTooManyRequestsResponse({ description: formatMessage(MESSAGES.dailyLimit, { limit: 3 }) })
  sendRegionalByPath(
    @CurrentCaller() caller: StoreCaller,
    @Param('region') region: string,
    @Param('province') province: string,
    @Param('title') title: string,
    @Param('*') message: string,
  ): Promise<SentPushView> {
    return this.push.sendRegional(caller, { region, province, title, message });
  }

  @Post('region')
  @ForgetsReads(OWN_INBOX, 'everyone')
  @Access(Policy.storeOwner)
  @HttpCode(200)
  @ApiOperation({
    operationId: 'sendRegionalPush',
    summary: "A store owner's push to the members of a region and province/city (JSON body)",
    description: "Only to the store's own region; a store may send 3 a day (429 DAILY_LIMIT, Retry-After).",
  })
  @ApiOkResponse({ description: 'The push as sent', type: SentPushView })
  @ApiTooManyRequestsResponse({ description: formatMessage(MESSAGES.dailyLimit, { limit: 3 }) })
  sendRegional(
    @CurrentCaller() caller: StoreCaller,
    @Body() body: RegionalPushRequest,
  ): Promise<SentPushView> {
    return this.push.sendRegional(caller, body);
  }

  @Get('user_id/:bbs_no')
  @CachedRead(INBOX_CACHE)
  @Access(Policy.memberSelf(inParam('bbs_no'), OWN_PUSH_MESSAGES))
  @ApiOperation({
    operationId: 'listMemberInbox',
    summary: "A member's inbox, newest first",
    description:
      'Every broadcast since the member joined plus every push to their region and province/city, with read ' +
      'state. `id` and `push_message_id` are both the message id (the one `/push/id/{id}/read` takes).',
  })
  @Paged()
  @ApiOkResponse({ description: 'A page of the inbox', type: [InboxItemView] })
  inbox(
    @CurrentCaller() caller: MemberCaller,
    @Param('bbs_no', idPipe('bbs_no')) memberNo: number,
    @Query() page: PushPageQuery,
  ): Promise<InboxItemView[]> {
    return this.push.inbox(caller, memberNo, page);
  }

  @Get('id/:id/read')
  @ForgetsReads(OWN_INBOX)
  @Access(Policy.member)
  @ApiOperation({
    operationId: 'markPushRead',
    summary: "Mark a push of the member's own inbox read",
    description: "Only a push in the caller's own inbox (404 otherwise).",
  })
  @ApiOkResponse({ description: 'The inbox item, read', type: InboxItemView })
  @ApiNotFoundResponse({ description: 'No such push message' })
  read(@CurrentCaller() caller: MemberCaller, @Param('id', idPipe()) id: number): Promise<InboxItemView> {
    return this.push.markRead(caller, id);
  }

  @Post('device')
  @Access(Policy.member)
  @ApiOperation({
    operationId: 'registerDevice',
    summary: "Register the device token the native wrapper (or the browser's push subscription) hands over",
    description:
      'A device token belongs to one member at a time (409 DEVICE_TAKEN while another is logged in on it).',
  })
  @ApiCreatedResponse({ description: 'The device is registered', type: DeviceView })
  @ApiConflictResponse({ description: MESSAGES.deviceTaken })
  registerDevice(
    @CurrentCaller() caller: MemberCaller,
    @Body() body: RegisterDeviceRequest,
  ): Promise<DeviceView> {
    return this.push.registerDevice(caller, body);
  }

  @Delete('device')
  @Access(Policy.member)
  @ApiOperation({
    operationId: 'unregisterDevice',
    summary: 'Stop pushes to a device (logout)',
    description: "Call it at logout so the device stops receiving the member's pushes.",
  })
  @ApiOkResponse({ description: 'Removed', type: DeviceRemovedView })
  unregisterDevice(
    @CurrentCaller() caller: MemberCaller,
    @Body() body: UnregisterDeviceRequest,
  ): Promise<DeviceRemovedView> {
    return this.push.unregisterDevice(caller, body);
  }
}
