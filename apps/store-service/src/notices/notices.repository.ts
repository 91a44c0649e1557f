import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NoticeEntity } from './notice.entity';

@Injectable()
export class NoticesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async listByStore(storeId: number): Promise<NoticeEntity[]> {
    return this.dataSource.manager.find(NoticeEntity, {
      where: { storeId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  async insert(notice: Pick<NoticeEntity, 'storeId' | 'title' | 'message'>): Promise<NoticeEntity> {
    const repository = this.dataSource.getRepository(NoticeEntity);
    return repository.save(repository.create(notice));
  }

  async findById(id: number): Promise<NoticeEntity | null> {
    return this.dataSource.manager.findOne(NoticeEntity, { where: { id } });
  }

  async delete(id: number): Promise<void> {
    await this.dataSource.manager.delete(NoticeEntity, { id });
  }
}
