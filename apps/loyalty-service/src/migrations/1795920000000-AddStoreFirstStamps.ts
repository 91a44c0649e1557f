import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each member's first stamp at each store, from the receipts (`npm run bench:dashboard` fills them so too). */
export const FIRST_STAMPS_FROM_LEDGER = `
INSERT INTO "loyalty"."store_members" (store_id, user_id, first_stamp_at)
SELECT store_id, user_id, min(occurred_at) FROM "loyalty"."ledger_entries"
WHERE kind = 'stamp'
GROUP BY store_id, user_id
ON CONFLICT DO NOTHING`;

/**
 * The owner's dashboard (docs/dashboard.md): `store_members`, each member's first stamp at each store, kept
 * by a trigger on the ledger in the transaction of the stamp receipt (every way of stamping writes one) and
 * filled here from the receipts already written; `ledger_store_daily_counts`, one store's counts of an
 * ended day; and an index for one store's receipts by time.
 */
export class AddStoreFirstStamps1795920000000 implements MigrationInterface {
  name = 'AddStoreFirstStamps1795920000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "loyalty"."ledger_store_daily_counts" ("time_zone" character varying(64) NOT NULL, "store_id" integer NOT NULL, "day" date NOT NULL, "stamps" integer NOT NULL, "completed_cards" integer NOT NULL, "redemptions" integer NOT NULL, "new_members" integer NOT NULL, "counted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_311b244ae108b1890c8507a850a" PRIMARY KEY ("time_zone", "store_id", "day"))',
    );
    await queryRunner.query(
      'CREATE TABLE "loyalty"."store_members" ("store_id" integer NOT NULL, "user_id" integer NOT NULL, "first_stamp_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_e119dedd3232bbe7db331e06732" PRIMARY KEY ("store_id", "user_id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "store_members_first_stamp_idx" ON "loyalty"."store_members"  ("store_id", "first_stamp_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "ledger_entries_store_activity_idx" ON "loyalty"."ledger_entries"  ("store_id", "occurred_at", "kind", "ticket_id") ',
    );
    // A receipt written with an earlier time than one already noted (loaded data) moves the first stamp back.
    await queryRunner.query(`
CREATE FUNCTION "loyalty"."note_first_stamp"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "loyalty"."store_members" (store_id, user_id, first_stamp_at)
  VALUES (NEW.store_id, NEW.user_id, NEW.occurred_at)
  ON CONFLICT (store_id, user_id) DO UPDATE SET first_stamp_at = EXCLUDED.first_stamp_at
  WHERE "store_members".first_stamp_at > EXCLUDED.first_stamp_at;
  RETURN NULL;
END
$$`);
    await queryRunner.query(`
CREATE TRIGGER "ledger_entries_first_stamp" AFTER INSERT ON "loyalty"."ledger_entries"
FOR EACH ROW WHEN (NEW.kind = 'stamp') EXECUTE FUNCTION "loyalty"."note_first_stamp"()`);
    await queryRunner.query(FIRST_STAMPS_FROM_LEDGER);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "ledger_entries_first_stamp" ON "loyalty"."ledger_entries"');
    await queryRunner.query('DROP FUNCTION "loyalty"."note_first_stamp"()');
    await queryRunner.query('DROP INDEX "loyalty"."ledger_entries_store_activity_idx"');
    await queryRunner.query('DROP INDEX "loyalty"."store_members_first_stamp_idx"');
    await queryRunner.query('DROP TABLE "loyalty"."store_members"');
    await queryRunner.query('DROP TABLE "loyalty"."ledger_store_daily_counts"');
  }
}
