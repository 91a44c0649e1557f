import { MigrationInterface, QueryRunner } from 'typeorm';

/** The outbox keeps the emitting work's W3C traceparent, so each event's consumers continue its trace. */
export class AddOutboxTraceParent1795550860085 implements MigrationInterface {
  name = 'AddOutboxTraceParent1795550860085';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "store"."outbox" ADD "trace_parent" text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "store"."outbox" DROP COLUMN "trace_parent"');
  }
}
