import { MigrationInterface, QueryRunner } from 'typeorm';
import { readSql } from '../sql/sql-files';

const CURRENT =
  '"loyalty"."redeem_ticket"(integer, integer, jsonb, text, uuid, text, text, text, timestamptz)';

/**
 * One redeeming path (issue 27 §4), as stamping has: `loyalty.redeem_ticket` from `src/sql/redeem-ticket.sql`
 * checks the ticket, its owner, that it is unused, the member's record at the store and the password against
 * the verifiers it is known to match, then marks it used, writes its receipt and ticket.redeemed in the
 * outbox, and replays, refuses or claims the Idempotency-Key: one statement, keyed or not. Before it the
 * service did the same in several statements; down drops the function, which nothing else uses.
 */
export class AddRedeemTicketFunction1796500000000 implements MigrationInterface {
  name = 'AddRedeemTicketFunction1796500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(readSql('redeem-ticket.sql'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION ${CURRENT}`);
  }
}
