import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HotStatement, HotStatements, tableOf } from '@stamp/server-kit/database';
import { PushMemberEntity } from '../members/push-member.entity';
import { PushMessageEntity } from '../messages/push-message.entity';
import { PushReadEntity } from './push-read.entity';

export interface InboxRow {
  id: number;
  type: PushMessageEntity['type'];
  title: string;
  message: string;
  created_at: Date;
  is_read: boolean;
}

export interface InboxPage {
  memberNo: number;
  limit: number;
  /** Only messages older than this one (keyset paging); none: the newest. */
  before?: number;
}

/**
 * Fan-out on read: a member's inbox is the broadcasts since they joined plus the regional pushes of their
 * area, each branch read newest first from its own index and cut at `limit` before the two are merged;
 * read state comes from the member's read rows. No per-member copy of any message exists. Every phone
 * asks for it, so it runs as a hot statement (prepared once per connection, pipelined; see HotStatements).
 */
@Injectable()
export class InboxRepository {
  /** The inbox statement without and with a cursor, made once. */
  private readonly statements: Record<'first' | 'next', HotStatement>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly hot: HotStatements,
  ) {
    this.statements = { first: { text: this.inboxSql(false) }, next: { text: this.inboxSql(true) } };
  }

  /** The inbox query; the benchmark runs this very text. */
  inboxSql(withCursor: boolean): string {
    const messages = tableOf(this.dataSource, PushMessageEntity);
    const members = tableOf(this.dataSource, PushMemberEntity);
    const reads = tableOf(this.dataSource, PushReadEntity);
    const cursor = withCursor ? 'AND (x.created_at, x.id) < (SELECT c.created_at, c.id FROM cursor c)' : '';
    return `WITH me AS (SELECT joined_at, area2 FROM ${members} WHERE bbs_no = $1 AND withdrawn_at IS NULL),
     cursor AS (SELECT created_at, id FROM ${messages} WHERE id = $3)
SELECT m.id, m.type, m.title, m.message, m.created_at, (r.message_id IS NOT NULL) AS is_read
FROM (
  (SELECT x.id, x.type, x.title, x.message, x.created_at FROM ${messages} x
   WHERE x.area_id IS NULL AND x.created_at >= (SELECT joined_at FROM me) ${cursor}
   ORDER BY x.created_at DESC, x.id DESC LIMIT $2)
  UNION ALL
  (SELECT x.id, x.type, x.title, x.message, x.created_at FROM ${messages} x
   WHERE x.area_id IS NOT NULL AND x.area_id = (SELECT area2 FROM me) ${cursor}
   ORDER BY x.created_at DESC, x.id DESC LIMIT $2)
) m
LEFT JOIN ${reads} r ON r.bbs_no = $1 AND r.message_id = m.id
ORDER BY m.created_at DESC, m.id DESC
LIMIT $2`;
  }

  async inbox(page: InboxPage): Promise<InboxRow[]> {
    const statement = page.before === undefined ? this.statements.first : this.statements.next;
    // $3 is always bound so both texts take the same parameters.
    return this.hot.rows<InboxRow>(statement, [page.memberNo, page.limit, page.before ?? 0]);
  }

  /** Records a read; reading twice changes nothing. */
  async markRead(memberNo: number, messageId: number): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(PushReadEntity)
      .values({ memberNo, messageId })
      .orIgnore()
      .execute();
  }
}
