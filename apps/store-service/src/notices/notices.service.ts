import { Injectable } from '@nestjs/common';
import { CreateNoticeRequest, DeleteNoticeMessage, NoticeView } from '@stamp/contracts';
import { StoreErrors } from '../store.errors';
import { StoresRepository } from '../stores/stores.repository';
import { NoticeEntity } from './notice.entity';
import { NoticesRepository } from './notices.repository';

function toNoticeView(notice: NoticeEntity): NoticeView {
  return {
    id: notice.id,
    store_id: notice.storeId,
    title: notice.title,
    message: notice.message,
    createdAt: notice.createdAt.toISOString(),
  };
}

@Injectable()
export class NoticesService {
  constructor(
    private readonly notices: NoticesRepository,
    private readonly stores: StoresRepository,
  ) {}

  async list(storeId: number): Promise<NoticeView[]> {
    if (!(await this.stores.findById(storeId))) {
      throw StoreErrors.storeNotFound();
    }
    return (await this.notices.listByStore(storeId)).map(toNoticeView);
  }

  async create(request: CreateNoticeRequest): Promise<NoticeView> {
    if (!(await this.stores.findById(request.store_id))) {
      throw StoreErrors.storeNotFound();
    }
    const notice = await this.notices.insert({
      storeId: request.store_id,
      title: request.title.trim(),
      message: request.message.trim(),
    });
    return toNoticeView(notice);
  }

  /** An owner (storeId given) may delete only their own store's notices. */
  async delete(message: DeleteNoticeMessage): Promise<{ deleted: true }> {
    const notice = await this.notices.findById(message.id);
    if (!notice) {
      throw StoreErrors.noticeNotFound();
    }
    if (message.storeId !== undefined && notice.storeId !== message.storeId) {
      throw StoreErrors.notOwner('This notice belongs to another store');
    }
    await this.notices.delete(notice.id);
    return { deleted: true };
  }
}
