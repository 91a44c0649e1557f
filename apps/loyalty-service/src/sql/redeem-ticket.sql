-- loyalty.redeem_ticket: every redemption, keyed or not, in one statement (docs/stamping.md "Redeeming").
-- Loaded by the migrations AddRedeemTicketFunction and AddIdempotencyKeyFunctions (CREATE OR REPLACE), the
-- second after the key functions it calls (idempotency-keys.sql).
--
--   p_ticket, p_member   the ticket and the member who redeems it
--   p_verifiers          jsonb array of the store verifiers the typed password is known to match (the
--                        service's memo of Argon2id checks), for a redemption whose password nobody checked
--                        yet: the member's wrong-password record at the store is looked at first, then the
--                        store's verifier. Anything off: nothing changes, the outcome is 'check' and the
--                        service runs the full checks. NULL: the service has just checked the password (and
--                        the lockout) itself.
--   p_request_id         the receipt's and the event's request id
--   p_event_id, p_trace_parent
--                        the outbox row of ticket.redeemed: its id (the bus's dedup id) and the W3C
--                        traceparent of the request
--   p_key, p_request_hash, p_key_since
--                        the Idempotency-Key (NULL: none), the SHA-256 of the request, and the oldest record
--                        that still counts (24 hours): a live record with the same hash is replayed, one with
--                        another hash is a conflict (loyalty.idempotent_answer), and a redemption made or
--                        refused here stores its answer under the key in this same statement
--                        (loyalty.keep_idempotent_answer). A record committed by a concurrent request with
--                        the same key while this one ran raises unique_violation: the statement changes
--                        nothing and the caller replays the winner's answer.
--
-- The checks come in the order of the full path: the ticket exists, it is the member's, it is unused, then
-- the lockout before the password. Returns one jsonb object, `outcome` being
--   'replay'     {response}: the stored answer of an earlier request with this key
--   'conflict'   the key was used for another request
--   'not_found'  no such ticket, or it was used already ("No ticket found."); stored under the key
--   'not_owner'  the ticket is another member's; stored under the key
--   'check'      nothing changed: the full checks must answer (only with p_verifiers not NULL)
--   'redeemed'   {ticket}: the ticket as used now, with its store (without the verifier or the codes'
--                secret); its receipt and ticket.redeemed in the outbox were written in the same statement
CREATE OR REPLACE FUNCTION "loyalty"."redeem_ticket"(
  p_ticket integer, p_member integer, p_verifiers jsonb, p_request_id text, p_event_id uuid,
  p_trace_parent text, p_key text, p_request_hash text, p_key_since timestamptz)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v record;
  v_used_at timestamptz;
  v_result jsonb;
BEGIN
  v_result := "loyalty"."idempotent_answer"(p_member, p_key, p_request_hash, p_key_since);
  IF v_result IS NOT NULL THEN
    RETURN v_result;
  END IF;

  -- The ticket's lock makes racing redemptions of it wait: the first uses it, the others then find it used.
  SELECT t.id, t.user_id, t.store_id, t.mission_id, t.coupon_id, t.is_used, t.created_at,
    s.id AS s_id, s.name AS s_name, s.region AS s_region, s.province AS s_province, s.address AS s_address,
    s.phone_number AS s_phone_number, s.stamp_password_verifier AS s_verifier,
    s.stamp_code_secret AS s_code_secret
  INTO v
  FROM "loyalty"."tickets" t
  LEFT JOIN "loyalty"."store_snapshots" s ON s.id = t.store_id AND s.deleted_at IS NULL
  WHERE t.id = p_ticket
  FOR UPDATE OF t;

  IF NOT FOUND OR (v.user_id = p_member AND v.is_used) THEN
    v_result := jsonb_build_object('outcome', 'not_found');
  ELSIF v.user_id <> p_member THEN
    v_result := jsonb_build_object('outcome', 'not_owner');
  ELSE
    IF p_verifiers IS NOT NULL THEN
      -- The lockout (any wrong password on record) before the password; a store in rotating-code mode is
      -- checked by the service against its current code.
      IF EXISTS (
        SELECT 1 FROM "loyalty"."stamp_guards" g
        WHERE g.user_id = p_member AND g.store_id = v.store_id
          AND (g.consecutive_failures > 0 OR g.lockouts > 0))
      THEN
        RETURN jsonb_build_object('outcome', 'check');
      END IF;
      IF v.s_code_secret IS NOT NULL OR v.s_verifier IS NULL OR NOT (p_verifiers ? v.s_verifier) THEN
        RETURN jsonb_build_object('outcome', 'check');
      END IF;
    END IF;

    -- Milliseconds, as a JavaScript Date has it: the answer, the receipt and the event say the same instant.
    v_used_at := date_trunc('milliseconds', now());
    UPDATE "loyalty"."tickets" t SET is_used = true, used_at = v_used_at WHERE t.id = p_ticket;
    INSERT INTO "loyalty"."ledger_entries"
      (kind, user_id, store_id, mission_id, coupon_id, ticket_id, request_id)
    VALUES ('redemption', p_member, v.store_id, v.mission_id, v.coupon_id, p_ticket, p_request_id);
    INSERT INTO "loyalty"."outbox" (id, subject, payload, request_id, trace_parent, occurred_at)
    VALUES (p_event_id, 'ticket.redeemed',
      jsonb_build_object('ticket_id', p_ticket, 'store_id', v.store_id, 'memberNo', p_member,
        'redeemedAt', to_char(v_used_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
      p_request_id, p_trace_parent, v_used_at);

    v_result := jsonb_build_object('outcome', 'redeemed', 'ticket', jsonb_build_object(
      'id', v.id, 'user_id', v.user_id, 'store_id', v.store_id, 'mission_id', v.mission_id,
      'coupon_id', v.coupon_id, 'is_used', true, 'used_at', v_used_at, 'created_at', v.created_at,
      's_id', v.s_id, 's_name', v.s_name, 's_region', v.s_region, 's_province', v.s_province,
      's_address', v.s_address, 's_phone_number', v.s_phone_number));
  END IF;

  PERFORM "loyalty"."keep_idempotent_answer"(p_member, p_key, 'use-ticket', p_request_hash, v_result, p_key_since);
  RETURN v_result;
END
$$;
