import { CommonErrorCode, StoreErrorCode } from '@stamp/contracts';
import { UnitOfWork } from '@stamp/server-kit/outbox';
import { ImageType } from '@stamp/shared';
import { TransactionScope } from '@stamp/server-kit/database';
import { StoreEntity } from '../stores/store.entity';
import { StoresRepository } from '../stores/stores.repository';
import { ImageEntity } from './image.entity';
import { ImagesRepository } from './images.repository';
import { ImagesService } from './images.service';
import { FakeUnitOfWork, domainErrorOf } from '@stamp/testing';

function image(
  id: number,
  storeId: number,
  type: ImageType,
  key = `stores/${String(storeId)}/${String(id)}.png`,
): ImageEntity {
  return Object.assign(new ImageEntity(), {
    id,
    storeId,
    type,
    key,
    createdAt: new Date('2026-03-01T08:00:00Z'),
  });
}

/** The images table in memory. */
class FakeImagesRepository {
  readonly rows: ImageEntity[] = [];
  private nextId = 1000;

  constructor(...images: ImageEntity[]) {
    this.rows.push(...images);
  }

  countOfType(storeId: number, type: ImageType, _tx: TransactionScope): Promise<number> {
    return Promise.resolve(this.rows.filter((row) => row.storeId === storeId && row.type === type).length);
  }

  findOfType(storeId: number, type: ImageType, _tx: TransactionScope): Promise<ImageEntity[]> {
    return Promise.resolve(this.rows.filter((row) => row.storeId === storeId && row.type === type));
  }

  insertMany(
    storeId: number,
    type: ImageType,
    keys: string[],
    _tx: TransactionScope,
  ): Promise<ImageEntity[]> {
    const inserted = keys.map((key) => image(this.nextId++, storeId, type, key));
    this.rows.push(...inserted);
    return Promise.resolve(inserted);
  }

  findByKeys(keys: string[], _tx?: TransactionScope): Promise<ImageEntity[]> {
    return Promise.resolve(this.rows.filter((row) => keys.includes(row.key)));
  }

  deleteByIds(ids: number[], _tx: TransactionScope): Promise<void> {
    for (const id of ids) {
      const index = this.rows.findIndex((row) => row.id === id);
      if (index >= 0) {
        this.rows.splice(index, 1);
      }
    }
    return Promise.resolve();
  }

  keys(): string[] {
    return this.rows.map((row) => row.key);
  }
}

class FakeStoresRepository {
  constructor(private readonly ids: number[]) {}

  findByIdForUpdate(id: number, _tx: TransactionScope): Promise<StoreEntity | null> {
    return Promise.resolve(this.ids.includes(id) ? Object.assign(new StoreEntity(), { id }) : null);
  }
}

describe(ImagesService.name, () => {
  let images: FakeImagesRepository;
  let sut: ImagesService;

  function build(...existing: ImageEntity[]): void {
    images = new FakeImagesRepository(...existing);
    sut = new ImagesService(
      images as unknown as ImagesRepository,
      new FakeStoresRepository([12, 13]) as unknown as StoresRepository,
      new FakeUnitOfWork() as unknown as UnitOfWork,
    );
  }

  const normalImagesOf12 = (count: number) =>
    Array.from({ length: count }, (_, i) => image(i + 1, 12, 'normal'));

  beforeEach(() => {
    build();
  });

  describe('add', () => {
    it('refuses a 16th normal image with ImageLimitExceeded, adding nothing', async () => {
      build(...normalImagesOf12(15));

      const error = await domainErrorOf(
        sut.add({ storeId: 12, type: 'normal', keys: ['stores/12/new.png'] }),
      );

      expect(error.code).toBe(StoreErrorCode.ImageLimitExceeded);
      expect(error.message).toBe('Store image should be less than 15');
      expect(images.rows).toHaveLength(15);
    });

    it('refuses a batch that would pass the limit', async () => {
      build(...normalImagesOf12(10));

      const error = await domainErrorOf(
        sut.add({
          storeId: 12,
          type: 'normal',
          keys: Array.from({ length: 6 }, (_, i) => `stores/12/n${String(i)}.png`),
        }),
      );

      expect(error.code).toBe(StoreErrorCode.ImageLimitExceeded);
      expect(images.rows).toHaveLength(10);
    });

    it('accepts the 15th normal image', async () => {
      build(...normalImagesOf12(14));

      const result = await sut.add({ storeId: 12, type: 'normal', keys: ['stores/12/15th.png'] });

      expect(result).toEqual({
        images: [{ id: 1000, key: 'stores/12/15th.png', type: 'normal' }],
        replaced: [],
      });
      expect(images.rows).toHaveLength(15);
    });

    it('counts only this store’s normal images against the limit', async () => {
      build(
        ...Array.from({ length: 15 }, (_, i) => image(i + 1, 13, 'normal')),
        image(100, 12, 'representative'),
      );

      await expect(
        sut.add({ storeId: 12, type: 'normal', keys: ['stores/12/a.png'] }),
      ).resolves.toMatchObject({
        replaced: [],
      });
    });

    it('replaces the representative image and returns the previous key', async () => {
      build(image(7, 12, 'representative', 'stores/12/old-front.png'), image(8, 12, 'normal'));

      const result = await sut.add({
        storeId: 12,
        type: 'representative',
        keys: ['stores/12/new-front.png'],
      });

      expect(result.replaced).toEqual(['stores/12/old-front.png']);
      expect(result.images).toEqual([{ id: 1000, key: 'stores/12/new-front.png', type: 'representative' }]);
      expect(images.keys().sort()).toEqual(['stores/12/8.png', 'stores/12/new-front.png']);
    });

    it('replaces nothing for a first representative image', async () => {
      const result = await sut.add({ storeId: 12, type: 'representative', keys: ['stores/12/front.png'] });

      expect(result.replaced).toEqual([]);
    });

    it('refuses several representative images at once with ValidationFailed', async () => {
      build(image(7, 12, 'representative', 'stores/12/old-front.png'));

      const error = await domainErrorOf(
        sut.add({ storeId: 12, type: 'representative', keys: ['stores/12/a.png', 'stores/12/b.png'] }),
      );

      expect(error.code).toBe(CommonErrorCode.ValidationFailed);
      expect(images.keys()).toEqual(['stores/12/old-front.png']);
    });

    it('answers StoreNotFound for a store that does not exist', async () => {
      const error = await domainErrorOf(sut.add({ storeId: 99, type: 'normal', keys: ['stores/99/a.png'] }));

      expect(error.code).toBe(StoreErrorCode.StoreNotFound);
      expect(images.rows).toEqual([]);
    });
  });

  describe('remove', () => {
    beforeEach(() => {
      build(image(1, 12, 'normal', 'stores/12/a.png'), image(2, 13, 'normal', 'stores/13/b.png'));
    });

    it('refuses an owner removing another store’s image with NotOwner, removing nothing', async () => {
      const error = await domainErrorOf(
        sut.remove({ storeId: 12, keys: ['stores/12/a.png', 'stores/13/b.png'] }),
      );

      expect(error.code).toBe(StoreErrorCode.NotOwner);
      expect(images.keys()).toEqual(['stores/12/a.png', 'stores/13/b.png']);
    });

    it('lets an owner remove their own image', async () => {
      await expect(sut.remove({ storeId: 12, keys: ['stores/12/a.png'] })).resolves.toEqual({
        removed: ['stores/12/a.png'],
      });
      expect(images.keys()).toEqual(['stores/13/b.png']);
    });

    it('lets an admin remove images of any store', async () => {
      await expect(sut.remove({ keys: ['stores/12/a.png', 'stores/13/b.png'] })).resolves.toEqual({
        removed: ['stores/12/a.png', 'stores/13/b.png'],
      });
      expect(images.rows).toEqual([]);
    });

    it('answers ImageNotFound when no key is known', async () => {
      const error = await domainErrorOf(sut.remove({ keys: ['stores/12/nope.png'] }));

      expect(error.code).toBe(StoreErrorCode.ImageNotFound);
    });
  });
});
