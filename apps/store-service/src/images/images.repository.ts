import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import type { ImageType } from '@stamp/shared';
import { ImageEntity } from './image.entity';

@Injectable()
export class ImagesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async keysOfStore(storeId: number, manager: EntityManager): Promise<string[]> {
    const images = await manager.find(ImageEntity, { where: { storeId }, select: { key: true } });
    return images.map((image) => image.key);
  }

  async countOfType(storeId: number, type: ImageType, manager: EntityManager): Promise<number> {
    return manager.count(ImageEntity, { where: { storeId, type } });
  }

  async findOfType(storeId: number, type: ImageType, manager: EntityManager): Promise<ImageEntity[]> {
    return manager.find(ImageEntity, { where: { storeId, type } });
  }

  async insertMany(
    storeId: number,
    type: ImageType,
    keys: string[],
    manager: EntityManager,
  ): Promise<ImageEntity[]> {
    const repository = manager.getRepository(ImageEntity);
    return repository.save(keys.map((key) => repository.create({ storeId, type, key })));
  }

  async findByKeys(keys: string[], manager?: EntityManager): Promise<ImageEntity[]> {
    return (manager ?? this.dataSource.manager).find(ImageEntity, { where: { key: In(keys) } });
  }

  async deleteByIds(ids: number[], manager: EntityManager): Promise<void> {
    if (ids.length > 0) {
      await manager.delete(ImageEntity, { id: In(ids) });
    }
  }
}
