import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { TransactionScope, managerOf } from '@stamp/server-kit/database';
import type { ImageType } from '@stamp/shared';
import { ImageEntity } from './image.entity';

@Injectable()
export class ImagesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async keysOfStore(storeId: number, tx: TransactionScope): Promise<string[]> {
    const images = await managerOf(tx).find(ImageEntity, { where: { storeId }, select: { key: true } });
    return images.map((image) => image.key);
  }

  async countOfType(storeId: number, type: ImageType, tx: TransactionScope): Promise<number> {
    return managerOf(tx).count(ImageEntity, { where: { storeId, type } });
  }

  async findOfType(storeId: number, type: ImageType, tx: TransactionScope): Promise<ImageEntity[]> {
    return managerOf(tx).find(ImageEntity, { where: { storeId, type } });
  }

  async insertMany(
    storeId: number,
    type: ImageType,
    keys: string[],
    tx: TransactionScope,
  ): Promise<ImageEntity[]> {
    const repository = managerOf(tx).getRepository(ImageEntity);
    return repository.save(keys.map((key) => repository.create({ storeId, type, key })));
  }

  async findByKeys(keys: string[], tx?: TransactionScope): Promise<ImageEntity[]> {
    return (tx ? managerOf(tx) : this.dataSource.manager).find(ImageEntity, { where: { key: In(keys) } });
  }

  async deleteByIds(ids: number[], tx: TransactionScope): Promise<void> {
    if (ids.length > 0) {
      await managerOf(tx).delete(ImageEntity, { id: In(ids) });
    }
  }
}
