import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CreateNoticeRequest, DeletionView, NoticeView } from '@stamp/contracts';
import { Policy, inBody } from '../auth/access-policy';
import { Access } from '../auth/access.decorators';
import { AdminOrOwnerCaller, Caller, CurrentCaller } from '../http/caller';
import { idPipe } from '../http/params';
import { NoticesService } from './notices.service';

@ApiTags('Notices')
@Controller('api/v1')
export class NoticesController {
  constructor(private readonly notices: NoticesService) {}

  @Get('notices/store_id=:id')
  @Access(Policy.public)
  @ApiOperation({
    operationId: 'listStoreNotices',
    summary: "A store's notices, newest first",
    description: 'Public: the store page shows them to everybody.',
  })
  @ApiOkResponse({ description: 'The notices', type: [NoticeView] })
  @ApiNotFoundResponse({ description: 'Store not found' })
  list(
    @CurrentCaller() caller: Caller,
    @Param('id', idPipe('store_id')) storeId: number,
  ): Promise<NoticeView[]> {
    return this.notices.list(caller, storeId);
  }

  @Post('notice/create')
  @Access(Policy.anyOf(Policy.admin, Policy.storeOwnerOf(inBody('store_id'))))
  @ApiOperation({
    operationId: 'createNotice',
    summary: 'Write a notice for a store (its owner or an admin)',
    description: 'Shown on the store page, newest first.',
  })
  @ApiCreatedResponse({ description: 'The new notice', type: NoticeView })
  create(
    @CurrentCaller() caller: AdminOrOwnerCaller,
    @Body() body: CreateNoticeRequest,
  ): Promise<NoticeView> {
    return this.notices.create(caller, body);
  }

  @Delete('notice/delete/:noticeId')
  @Access(Policy.anyOf(Policy.admin, Policy.storeOwner))
  @ApiOperation({
    operationId: 'deleteNotice',
    summary: 'Delete a notice (its store’s owner or an admin)',
    description: "An owner may delete only their own store's notices.",
  })
  @ApiOkResponse({ description: 'Deleted', type: DeletionView })
  @ApiNotFoundResponse({ description: 'Notice not found' })
  remove(
    @CurrentCaller() caller: AdminOrOwnerCaller,
    @Param('noticeId', idPipe('noticeId')) id: number,
  ): Promise<DeletionView> {
    return this.notices.remove(caller, id);
  }
}
