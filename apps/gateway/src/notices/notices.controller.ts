import { Body, Controller, Delete, Get, Inject, Param, Post } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CreateNoticeRequest, DeletionView, NoticeView, StoreRequests } from '@stamp/contracts';
import { Allow, CurrentPrincipal, Public } from '../auth/access.decorators';
import { assertStoreAccess, storeScope } from '../auth/ownership';
import { Principal } from '../auth/principal';
import { BUS, GatewayBus } from '../http/bus-client';
import { idPipe } from '../http/params';
import { RequestId } from '../http/request-id.decorator';

@ApiTags('Notices')
@Controller('api/v1')
export class NoticesController {
  constructor(@Inject(BUS) private readonly bus: GatewayBus) {}

  @Get('notices/store_id=:id')
  @Public()
  @ApiOperation({ summary: "A store's notices, newest first" })
  @ApiOkResponse({ type: [NoticeView] })
  @ApiNotFoundResponse({ description: 'Store not found' })
  list(
    @Param('id', idPipe('store_id')) storeId: number,
    @RequestId() requestId: string,
  ): Promise<NoticeView[]> {
    return this.bus.request(StoreRequests.listNotices, { storeId }, { requestId });
  }

  @Post('notice/create')
  @Allow('admin', 'store')
  @ApiOperation({ summary: 'Write a notice for a store (its owner or an admin)' })
  @ApiCreatedResponse({ type: NoticeView })
  create(
    @CurrentPrincipal() principal: Principal,
    @Body() body: CreateNoticeRequest,
    @RequestId() requestId: string,
  ): Promise<NoticeView> {
    assertStoreAccess(principal, body.store_id);
    return this.bus.request(StoreRequests.createNotice, body, { requestId });
  }

  @Delete('notice/delete/:noticeId')
  @Allow('admin', 'store')
  @ApiOperation({ summary: 'Delete a notice (its store’s owner or an admin)' })
  @ApiOkResponse({ type: DeletionView })
  @ApiNotFoundResponse({ description: 'Notice not found' })
  remove(
    @CurrentPrincipal() principal: Principal,
    @Param('noticeId', idPipe('noticeId')) id: number,
    @RequestId() requestId: string,
  ): Promise<{ deleted: true }> {
    return this.bus.request(
      StoreRequests.deleteNotice,
      { id, storeId: storeScope(principal) },
      { requestId },
    );
  }
}
