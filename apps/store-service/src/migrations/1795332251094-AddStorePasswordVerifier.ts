import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddStorePasswordVerifier1795332251094 implements MigrationInterface {
  name = 'AddStorePasswordVerifier1795332251094';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "store"."stores" ADD "password_verifier" character varying(255)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "store"."stores" DROP COLUMN "password_verifier"');
  }
}
