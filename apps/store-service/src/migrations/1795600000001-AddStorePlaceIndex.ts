import { MigrationInterface, QueryRunner } from 'typeorm';

/** The store lists by region, and by region and province, compare `lower(...)` of both: an index on that. */
export class AddStorePlaceIndex1795600000001 implements MigrationInterface {
  name = 'AddStorePlaceIndex1795600000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX "stores_place_idx" ON "store"."stores" (lower("region"), lower("province"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "store"."stores_place_idx"');
  }
}
