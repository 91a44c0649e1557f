import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddLedgerActivityIndex1795541500339 implements MigrationInterface {
  name = 'AddLedgerActivityIndex1795541500339';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX "ledger_entries_activity_idx" ON "loyalty"."ledger_entries"  ("occurred_at", "kind", "ticket_id") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "loyalty"."ledger_entries_activity_idx"');
  }
}
