-- The Idempotency-Key claim that loyalty.add_stamp and loyalty.redeem_ticket share (docs/stamping.md
-- "Idempotency-Key"): one looks up a live record at the start of the statement, the other stores the
-- answer under the key at its end, so that the lookup, the work and the claim are still one statement.
-- Loaded by the migration AddIdempotencyKeyFunctions, before it re-creates the two functions.
--
--   p_member, p_key      the member and their Idempotency-Key (NULL: none, and both functions do nothing)
--   p_request_hash       the SHA-256 of the request
--   p_key_since          the oldest record that still counts (24 hours)

-- loyalty.idempotent_answer: what a live record under the key answers instead of the work, NULL when there
-- is none: {outcome: 'replay', response} for the same request, {outcome: 'conflict'} for another one.
CREATE OR REPLACE FUNCTION "loyalty"."idempotent_answer"(
  p_member integer, p_key text, p_request_hash text, p_key_since timestamptz)
RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_hash text;
  v_response json;
BEGIN
  IF p_key IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT k.request_hash, k.response INTO v_hash, v_response
  FROM "loyalty"."idempotency_keys" k
  WHERE k.user_id = p_member AND k.key = p_key AND k.created_at >= p_key_since;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF v_hash <> p_request_hash THEN
    RETURN jsonb_build_object('outcome', 'conflict');
  END IF;
  RETURN jsonb_build_object('outcome', 'replay', 'response', v_response);
END
$$;

-- loyalty.keep_idempotent_answer: stores p_result as the answer under the key for p_operation ('add-stamp',
-- 'use-ticket'), over an expired record. A live record committed by a concurrent request with the same key
-- while the caller ran raises unique_violation with the constraint name 'idempotency_keys_claimed', which
-- the service looks for (src/idempotency/key-claim.ts): the caller's statement changes nothing, and the
-- service replays the winner's answer.
CREATE OR REPLACE FUNCTION "loyalty"."keep_idempotent_answer"(
  p_member integer, p_key text, p_operation text, p_request_hash text, p_result jsonb,
  p_key_since timestamptz)
RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_key IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO "loyalty"."idempotency_keys" (user_id, key, operation, request_hash, response, created_at)
  VALUES (p_member, p_key, p_operation, p_request_hash, p_result::json, now())
  ON CONFLICT (user_id, key) DO UPDATE
    SET operation = EXCLUDED.operation, request_hash = EXCLUDED.request_hash,
        response = EXCLUDED.response, created_at = EXCLUDED.created_at
    WHERE "idempotency_keys".created_at < p_key_since;
  IF NOT FOUND THEN
    RAISE unique_violation USING
      MESSAGE = 'The Idempotency-Key was claimed by a concurrent request',
      CONSTRAINT = 'idempotency_keys_claimed';
  END IF;
END
$$;
