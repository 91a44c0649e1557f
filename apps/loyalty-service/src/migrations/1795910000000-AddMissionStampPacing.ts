import { MigrationInterface, QueryRunner } from 'typeorm';
import { AddStampFunction1795600000000 } from './1795600000000-AddStampFunction';

/**
 * Stamp pacing per mission (issue 30 §2, docs/stamping.md "Pacing"): `min_stamp_interval_minutes` (the least
 * time between one member's stamps on the mission) and `daily_stamp_limit` (stamps per member and calendar
 * day in the mission time zone), both null = no limit. `loyalty.add_stamp` gains the time zone and enforces
 * them: it locks the card first (`FOR UPDATE`, with every other condition of the stamp), so one member's
 * concurrent stamps queue there, and each then counts the member's receipts on the mission in a statement of
 * its own (a fresh snapshot, which sees the stamps committed while it waited). A paced stamp changes nothing
 * and returns the card's row with only `next_stamp_at` set: when the next stamp will be accepted.
 */
export class AddMissionStampPacing1795910000000 implements MigrationInterface {
  name = 'AddMissionStampPacing1795910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "loyalty"."missions" ADD "min_stamp_interval_minutes" integer');
    await queryRunner.query('ALTER TABLE "loyalty"."missions" ADD "daily_stamp_limit" integer');
    await queryRunner.query(
      'ALTER TABLE "loyalty"."missions" ADD CONSTRAINT "missions_min_stamp_interval_range" CHECK ("min_stamp_interval_minutes" IS NULL OR "min_stamp_interval_minutes" BETWEEN 1 AND 10080)',
    );
    await queryRunner.query(
      'ALTER TABLE "loyalty"."missions" ADD CONSTRAINT "missions_daily_stamp_limit_range" CHECK ("daily_stamp_limit" IS NULL OR "daily_stamp_limit" BETWEEN 1 AND 100)',
    );
    await queryRunner.query(
      'DROP FUNCTION "loyalty"."add_stamp"(integer, integer, integer, text, date, text)',
    );
    await queryRunner.query(`
CREATE FUNCTION "loyalty"."add_stamp"(
  p_card integer, p_member integer, p_store integer, p_verifier text, p_today date, p_request_id text,
  p_time_zone text)
RETURNS TABLE (
  id integer, user_id integer, mission_id integer, stamp_count integer, max_stamp_count integer,
  created_at timestamptz, updated_at timestamptz, ticket_id integer, ticket_created_at timestamptz,
  next_stamp_at timestamptz)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_mission integer;
  v_interval integer;
  v_limit integer;
  v_day_start timestamptz;
  v_last timestamptz;
  v_today_count integer;
BEGIN
  SELECT c.mission_id, m.min_stamp_interval_minutes, m.daily_stamp_limit INTO v_mission, v_interval, v_limit
  FROM "loyalty"."coupons" c
  JOIN "loyalty"."missions" m ON m.id = c.mission_id
  LEFT JOIN "loyalty"."store_snapshots" s ON s.id = m.store_id AND s.deleted_at IS NULL
  WHERE c.id = p_card AND c.user_id = p_member AND c.stamp_count < c.max_stamp_count
    AND m.store_id = p_store AND m.status = 'ongoing' AND m.expire_date >= p_today
    AND (p_verifier IS NULL OR (
      s.stamp_password_verifier = p_verifier
      AND NOT EXISTS (
        SELECT 1 FROM "loyalty"."stamp_guards" g
        WHERE g.user_id = p_member AND g.store_id = p_store AND (g.consecutive_failures > 0 OR g.lockouts > 0))))
  FOR UPDATE OF c;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF v_interval IS NOT NULL OR v_limit IS NOT NULL THEN
    v_day_start := p_today::timestamp AT TIME ZONE p_time_zone;
    SELECT max(l.occurred_at), count(*) FILTER (WHERE l.occurred_at >= v_day_start)
    INTO v_last, v_today_count
    FROM "loyalty"."ledger_entries" l
    WHERE l.user_id = p_member AND l.mission_id = v_mission AND l.kind = 'stamp'
      AND l.occurred_at >= LEAST(v_day_start, now() - make_interval(mins => coalesce(v_interval, 0)));
    IF v_interval IS NOT NULL AND v_last + make_interval(mins => v_interval) > now() THEN
      next_stamp_at := v_last + make_interval(mins => v_interval);
    END IF;
    IF v_limit IS NOT NULL AND v_today_count >= v_limit THEN
      next_stamp_at := GREATEST(next_stamp_at, (p_today + 1)::timestamp AT TIME ZONE p_time_zone);
    END IF;
    IF next_stamp_at IS NOT NULL THEN
      id := p_card;
      user_id := p_member;
      mission_id := v_mission;
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;
  UPDATE "loyalty"."coupons" c SET stamp_count = c.stamp_count + 1, updated_at = now()
  WHERE c.id = p_card
  RETURNING c.id, c.user_id, c.mission_id, c.stamp_count, c.max_stamp_count, c.created_at, c.updated_at
  INTO id, user_id, mission_id, stamp_count, max_stamp_count, created_at, updated_at;
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
      'DROP FUNCTION "loyalty"."add_stamp"(integer, integer, integer, text, date, text, text)',
    );
    await new AddStampFunction1795600000000().up(queryRunner);
    await queryRunner.query(
      'ALTER TABLE "loyalty"."missions" DROP CONSTRAINT "missions_daily_stamp_limit_range"',
    );
    await queryRunner.query(
      'ALTER TABLE "loyalty"."missions" DROP CONSTRAINT "missions_min_stamp_interval_range"',
    );
    await queryRunner.query('ALTER TABLE "loyalty"."missions" DROP COLUMN "daily_stamp_limit"');
    await queryRunner.query('ALTER TABLE "loyalty"."missions" DROP COLUMN "min_stamp_interval_minutes"');
  }
}
