import { MigrationInterface, QueryRunner } from 'typeorm';

export class VersionedMissionsAndStoreSnapshots1795338561907 implements MigrationInterface {
  name = 'VersionedMissionsAndStoreSnapshots1795338561907';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "loyalty"."missions" ADD "version" integer NOT NULL DEFAULT \'1\'');
    await queryRunner.query('ALTER TABLE "loyalty"."store_snapshots" ADD "version" integer');
    await queryRunner.query(
      'ALTER TABLE "loyalty"."store_snapshots" ADD "deleted_at" TIMESTAMP WITH TIME ZONE',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "loyalty"."store_snapshots" DROP COLUMN "deleted_at"');
    await queryRunner.query('ALTER TABLE "loyalty"."store_snapshots" DROP COLUMN "version"');
    await queryRunner.query('ALTER TABLE "loyalty"."missions" DROP COLUMN "version"');
  }
}
