/** A query function: a pg Client's, a pool's or a TypeORM DataSource's `query`. */
export type Query = (sql: string, params?: unknown[]) => Promise<unknown>;

export interface FanOutAudience {
  /** Members to create from `firstMemberNo` on, each with `devicesPerMember` FCM devices. */
  members: number;
  devicesPerMember: number;
  firstMemberNo?: number;
  /** Tokens are `${tokenPrefix}-${memberNo}-${n}`. */
  tokenPrefix: string;
}

/**
 * Seeds a broadcast audience straight into the push schema (members joined a day ago, android devices), for
 * the fan-out tests, the fan-out bench and the chaos run.
 */
export async function seedFanOutAudience(query: Query, audience: FanOutAudience): Promise<void> {
  const first = audience.firstMemberNo ?? 1;
  await query(
    `INSERT INTO push.members (bbs_no, area1, area2, joined_at, active, event_at)
     SELECT g, 1300000000, 1380300000, now() - interval '1 day', true, now() - interval '1 day'
     FROM generate_series($1::int, $1::int + $2::int - 1) g`,
    [first, audience.members],
  );
  await query(
    `INSERT INTO push.devices (token, platform, bbs_no, area2)
     SELECT $3 || '-' || m || '-' || n, 'android', m, 1380300000
     FROM generate_series($1::int, $1::int + $2::int - 1) m, generate_series(1, $4::int) n`,
    [first, audience.members, audience.tokenPrefix, audience.devicesPerMember],
  );
}

/** Writes a broadcast message and its delivery job, as the push service does; answers the message id. */
export async function writeFanOutBroadcast(query: Query, title: string): Promise<number> {
  const inserted = (await query(
    `WITH message AS (
       INSERT INTO push.messages (type, title, message, origin, admin_id)
       VALUES ('new-event', $1, 'Fan-out test', 'admin', 1) RETURNING id
     )
     INSERT INTO push.deliveries (message_id) SELECT id FROM message RETURNING message_id`,
    [title],
  )) as { message_id: number }[] | { rows: { message_id: number }[] };
  const rows = Array.isArray(inserted) ? inserted : inserted.rows;
  const row = rows.at(0);
  if (!row) {
    throw new Error('no broadcast written');
  }
  return row.message_id;
}
