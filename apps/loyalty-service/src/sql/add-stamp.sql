-- loyalty.add_stamp: every stamp, keyed or not, in one statement (docs/stamping.md "Stamping").
-- Loaded by the migrations AddStampIdempotencyClaim and AddIdempotencyKeyFunctions (CREATE OR REPLACE), the
-- second after the key functions it calls (idempotency-keys.sql).
--
--   p_card, p_member     the card and the member who stamps it
--   p_verifiers          jsonb array of the store verifiers the typed password is known to match (the
--                        service's memo of Argon2id checks), for a stamp whose password nobody checked yet:
--                        the member's wrong-password record at the store is looked at first, then whether they
--                        have stamped there before, and only then the store's verifier. Anything off: nothing
--                        changes, the outcome is 'check' and the service runs the full checks.
--                        NULL: the service has just checked the password (and the lockout) itself.
--   p_today, p_time_zone the calendar date and the missions' time zone (MISSION_TIME_ZONE): expiry and the
--                        days of a daily stamp limit
--   p_request_id         the receipt's request id
--   p_key, p_request_hash, p_key_since
--                        the Idempotency-Key (NULL: none), the SHA-256 of the request, and the oldest record
--                        that still counts (24 hours): a live record with the same hash is replayed, one with
--                        another hash is a conflict (loyalty.idempotent_answer), and a stamp made stores its
--                        answer under the key in this same statement (loyalty.keep_idempotent_answer). A
--                        record committed by a concurrent request with the same key while this one stamped
--                        raises unique_violation: the statement changes nothing and the caller replays the
--                        winner's answer.
--
-- Returns one jsonb object, `outcome` being
--   'replay'   {response}: the stored answer of an earlier request with this key
--   'conflict' the key was used for another request
--   'check'    nothing changed: the full checks must answer (or, with p_verifiers NULL, the card is gone)
--   'paced'    {card, next_stamp_at}: the mission's pacing holds the stamp back; nothing changed
--   'stamped'  {card}: the card after the stamp (its mission and store), with ticket_id/ticket_created_at for
--              the last stamp, which deleted the card and made its ticket
CREATE OR REPLACE FUNCTION "loyalty"."add_stamp"(
  p_card integer, p_member integer, p_verifiers jsonb, p_today date, p_request_id text, p_time_zone text,
  p_key text, p_request_hash text, p_key_since timestamptz)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v record;
  v_day_start timestamptz;
  v_last timestamptz;
  v_today_count integer;
  v_next timestamptz;
  v_count integer;
  v_updated timestamptz;
  v_ticket integer;
  v_ticket_at timestamptz;
  v_card jsonb;
  v_result jsonb;
BEGIN
  v_result := "loyalty"."idempotent_answer"(p_member, p_key, p_request_hash, p_key_since);
  IF v_result IS NOT NULL THEN
    RETURN v_result;
  END IF;

  SELECT c.id, c.user_id, c.mission_id, c.stamp_count, c.max_stamp_count, c.created_at,
    m.store_id, m.name, m.start_date, m.expire_date, m.max_stamp_count AS m_max_stamp_count, m.status,
    m.min_stamp_interval_minutes, m.daily_stamp_limit, m.created_at AS m_created_at,
    m.updated_at AS m_updated_at,
    s.id AS s_id, s.name AS s_name, s.region AS s_region, s.province AS s_province, s.address AS s_address,
    s.phone_number AS s_phone_number, s.stamp_password_verifier AS s_verifier
  INTO v
  FROM "loyalty"."coupons" c
  JOIN "loyalty"."missions" m ON m.id = c.mission_id
  LEFT JOIN "loyalty"."store_snapshots" s ON s.id = m.store_id AND s.deleted_at IS NULL
  WHERE c.id = p_card AND c.user_id = p_member AND c.stamp_count < c.max_stamp_count
    AND m.status = 'ongoing' AND m.expire_date >= p_today
  FOR UPDATE OF c;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('outcome', 'check');
  END IF;

  IF p_verifiers IS NOT NULL THEN
    -- The lockout (any wrong password on record) before the password; a member new to the store goes
    -- through the store's ceiling, in the service.
    IF EXISTS (
      SELECT 1 FROM "loyalty"."stamp_guards" g
      WHERE g.user_id = p_member AND g.store_id = v.store_id
        AND (g.consecutive_failures > 0 OR g.lockouts > 0))
    THEN
      RETURN jsonb_build_object('outcome', 'check');
    END IF;
    IF v.stamp_count = 0 AND NOT EXISTS (
      SELECT 1 FROM "loyalty"."ledger_entries" l
      WHERE l.user_id = p_member AND l.store_id = v.store_id AND l.kind = 'stamp')
    THEN
      RETURN jsonb_build_object('outcome', 'check');
    END IF;
    IF v.s_verifier IS NULL OR NOT (p_verifiers ? v.s_verifier) THEN
      RETURN jsonb_build_object('outcome', 'check');
    END IF;
  END IF;

  v_card := jsonb_build_object(
    'id', v.id, 'user_id', v.user_id, 'mission_id', v.mission_id, 'max_stamp_count', v.max_stamp_count,
    'created_at', v.created_at,
    'm_store_id', v.store_id, 'm_name', v.name, 'm_start_date', v.start_date::text,
    'm_expire_date', v.expire_date::text, 'm_max_stamp_count', v.m_max_stamp_count, 'm_status', v.status,
    'm_min_stamp_interval_minutes', v.min_stamp_interval_minutes,
    'm_daily_stamp_limit', v.daily_stamp_limit, 'm_created_at', v.m_created_at,
    'm_updated_at', v.m_updated_at,
    's_id', v.s_id, 's_name', v.s_name, 's_region', v.s_region, 's_province', v.s_province,
    's_address', v.s_address, 's_phone_number', v.s_phone_number);

  -- Pacing: a statement of its own takes a fresh snapshot, which sees the stamps committed while this one
  -- waited for the card's lock.
  IF v.min_stamp_interval_minutes IS NOT NULL OR v.daily_stamp_limit IS NOT NULL THEN
    v_day_start := p_today::timestamp AT TIME ZONE p_time_zone;
    SELECT max(l.occurred_at), count(*) FILTER (WHERE l.occurred_at >= v_day_start)
    INTO v_last, v_today_count
    FROM "loyalty"."ledger_entries" l
    WHERE l.user_id = p_member AND l.mission_id = v.mission_id AND l.kind = 'stamp'
      AND l.occurred_at >= LEAST(v_day_start,
        now() - make_interval(mins => coalesce(v.min_stamp_interval_minutes, 0)));
    IF v.min_stamp_interval_minutes IS NOT NULL
      AND v_last + make_interval(mins => v.min_stamp_interval_minutes) > now() THEN
      v_next := v_last + make_interval(mins => v.min_stamp_interval_minutes);
    END IF;
    IF v.daily_stamp_limit IS NOT NULL AND v_today_count >= v.daily_stamp_limit THEN
      v_next := GREATEST(v_next, (p_today + 1)::timestamp AT TIME ZONE p_time_zone);
    END IF;
    IF v_next IS NOT NULL THEN
      RETURN jsonb_build_object('outcome', 'paced', 'next_stamp_at', v_next,
        'card', v_card || jsonb_build_object('stamp_count', v.stamp_count, 'updated_at', now()));
    END IF;
  END IF;

  UPDATE "loyalty"."coupons" c SET stamp_count = c.stamp_count + 1, updated_at = now()
  WHERE c.id = p_card
  RETURNING c.stamp_count, c.updated_at INTO v_count, v_updated;
  IF v_count >= v.max_stamp_count THEN
    DELETE FROM "loyalty"."coupons" c WHERE c.id = p_card;
    INSERT INTO "loyalty"."tickets" (user_id, store_id, mission_id, coupon_id, is_used)
    VALUES (p_member, v.store_id, v.mission_id, p_card, false)
    RETURNING "tickets".id, "tickets".created_at INTO v_ticket, v_ticket_at;
  END IF;
  INSERT INTO "loyalty"."ledger_entries"
    (kind, user_id, store_id, mission_id, coupon_id, ticket_id, stamp_count, request_id)
  VALUES ('stamp', p_member, v.store_id, v.mission_id, p_card, v_ticket, v_count, p_request_id);

  v_result := jsonb_build_object('outcome', 'stamped',
    'card', v_card || jsonb_build_object('stamp_count', v_count, 'updated_at', v_updated,
      'ticket_id', v_ticket, 'ticket_created_at', v_ticket_at));
  PERFORM "loyalty"."keep_idempotent_answer"(p_member, p_key, 'add-stamp', p_request_hash, v_result, p_key_since);
  RETURN v_result;
END
$$;
