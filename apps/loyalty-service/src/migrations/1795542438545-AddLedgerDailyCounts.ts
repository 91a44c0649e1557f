import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddLedgerDailyCounts1795542438545 implements MigrationInterface {
  name = 'AddLedgerDailyCounts1795542438545';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "loyalty"."ledger_daily_counts" ("time_zone" character varying(64) NOT NULL, "day" date NOT NULL, "stamps" integer NOT NULL, "completed_cards" integer NOT NULL, "redemptions" integer NOT NULL, "counted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a53e4356fb782c6b889fa36f9ab" PRIMARY KEY ("time_zone", "day"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "loyalty"."ledger_daily_counts"');
  }
}
