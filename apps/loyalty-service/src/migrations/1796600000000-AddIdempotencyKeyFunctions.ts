import { MigrationInterface, QueryRunner } from 'typeorm';
import { readSql } from '../sql/sql-files';

/**
 * The Idempotency-Key claim written once (issue 27, D1): `loyalty.idempotent_answer` (replay or conflict) and
 * `loyalty.keep_idempotent_answer` (store the answer, or the `idempotency_keys_claimed` unique_violation)
 * from `src/sql/idempotency-keys.sql`, then `loyalty.add_stamp` and `loyalty.redeem_ticket` again from their
 * files, which now call them instead of carrying the two blocks each. Same signatures, same answers and
 * errors. On a fresh database AddStampIdempotencyClaim and AddRedeemTicketFunction already created the two
 * functions from these files (plpgsql resolves the helpers only when called); this creates the helpers and
 * re-creates the two harmlessly.
 */
export class AddIdempotencyKeyFunctions1796600000000 implements MigrationInterface {
  name = 'AddIdempotencyKeyFunctions1796600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(readSql('idempotency-keys.sql'));
    await queryRunner.query(readSql('add-stamp.sql'));
    await queryRunner.query(readSql('redeem-ticket.sql'));
  }

  /**
   * Nothing to undo. The earlier migrations create add_stamp and redeem_ticket from the current files, which
   * call the helpers, so the helpers must stay while those functions exist; and the functions answer exactly
   * as before this migration, so the schema below it behaves as it did. Putting back the inlined copies would
   * mean keeping both bodies twice, the duplication this migration removes.
   */
  async down(): Promise<void> {
    // Deliberately empty: see above.
  }
}
