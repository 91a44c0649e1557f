import { MigrationInterface, QueryRunner } from 'typeorm';

export class VersionedStoresAndStoreMissions1795517074813 implements MigrationInterface {
  name = 'VersionedStoresAndStoreMissions1795517074813';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "store"."stores" ADD "version" integer NOT NULL DEFAULT \'1\'');
    await queryRunner.query('ALTER TABLE "store"."store_missions" ADD "version" integer');
    await queryRunner.query('ALTER TABLE "store"."store_missions" ADD "ended_at" TIMESTAMP WITH TIME ZONE');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "store"."store_missions" DROP COLUMN "ended_at"');
    await queryRunner.query('ALTER TABLE "store"."store_missions" DROP COLUMN "version"');
    await queryRunner.query('ALTER TABLE "store"."stores" DROP COLUMN "version"');
  }
}
