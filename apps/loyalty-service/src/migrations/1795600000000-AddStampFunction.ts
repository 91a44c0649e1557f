import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `loyalty.add_stamp`: a stamp and its receipt, and for the last stamp the card's ticket in place of the
 * card, as one function (docs/stamping.md). Every way of stamping calls it: alone (a statement is its own
 * transaction) or inside the caller's transaction when there is more to write (an idempotency claim, a
 * cleared guard). It changes nothing and returns no row unless the member's card is below its maximum and
 * its mission, at `p_store`, is ongoing and not past `p_today`; with `p_verifier` also unless the store's
 * verifier is still that one and the member has no wrong password or lockout on record there (a caller
 * that has just checked the password itself passes null).
 */
export class AddStampFunction1795600000000 implements MigrationInterface {
  name = 'AddStampFunction1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
CREATE FUNCTION "loyalty"."add_stamp"(
  p_card integer, p_member integer, p_store integer, p_verifier text, p_today date, p_request_id text)
RETURNS TABLE (
  id integer, user_id integer, mission_id integer, stamp_count integer, max_stamp_count integer,
  created_at timestamptz, updated_at timestamptz, ticket_id integer, ticket_created_at timestamptz)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  UPDATE "loyalty"."coupons" c SET stamp_count = c.stamp_count + 1, updated_at = now()
  FROM "loyalty"."missions" m
  LEFT JOIN "loyalty"."store_snapshots" s ON s.id = m.store_id AND s.deleted_at IS NULL
  WHERE c.id = p_card AND c.user_id = p_member AND c.stamp_count < c.max_stamp_count
    AND m.id = c.mission_id AND m.store_id = p_store AND m.status = 'ongoing' AND m.expire_date >= p_today
    AND (p_verifier IS NULL OR (
      s.stamp_password_verifier = p_verifier
      AND NOT EXISTS (
        SELECT 1 FROM "loyalty"."stamp_guards" g
        WHERE g.user_id = p_member AND g.store_id = p_store AND (g.consecutive_failures > 0 OR g.lockouts > 0))))
  RETURNING c.id, c.user_id, c.mission_id, c.stamp_count, c.max_stamp_count, c.created_at, c.updated_at
  INTO id, user_id, mission_id, stamp_count, max_stamp_count, created_at, updated_at;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF stamp_count >= max_stamp_count THEN
    DELETE FROM "loyalty"."coupons" c WHERE c.id = p_card;
    INSERT INTO "loyalty"."tickets" (user_id, store_id, mission_id, coupon_id, is_used)
    VALUES (p_member, p_store, mission_id, p_card, false)
    RETURNING "tickets".id, "tickets".created_at INTO ticket_id, ticket_created_at;
  END IF;
  INSERT INTO "loyalty"."ledger_entries"
    (kind, user_id, store_id, mission_id, coupon_id, ticket_id, stamp_count, request_id)
  VALUES ('stamp', p_member, p_store, mission_id, p_card, ticket_id, stamp_count, p_request_id);
  RETURN NEXT;
END
$$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DROP FUNCTION "loyalty"."add_stamp"(integer, integer, integer, text, date, text)',
    );
  }
}
