import { IsArray, IsIn, IsInt, IsOptional, IsUUID, Min } from 'class-validator';

/**
 * Who a session belongs to. The member service keeps the sessions of members and administrators, the store
 * service those of store owners (api-contract.md, "Sessions and tokens").
 */
export const SESSION_KINDS = ['member', 'admin', 'store'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** How long a session lasts from its login (and so its token): the contract's lifetimes. */
export const SESSION_LIFETIME_MS: Record<SessionKind, number> = {
  admin: 12 * 60 * 60 * 1000,
  member: 30 * 24 * 60 * 60 * 1000,
  store: 12 * 60 * 60 * 1000,
};

/** A session that was just started: the gateway signs a token that names it and expires with it. */
export interface StartedSession {
  session_id: string;
  expires_at: string;
}

/** Which session a token names, and whose it claims to be. */
export class SessionRefMessage {
  @IsUUID() session_id!: string;
  @IsIn(SESSION_KINDS) kind!: SessionKind;
  @IsInt() @Min(1) principal_id!: number;
}

export interface SessionStateView {
  live: boolean;
}

/**
 * Sessions of one principal ended (a logout, a password, status or authority change, a deletion): every
 * gateway replica forgets what it remembers of that principal's sessions, and the push service drops the
 * devices registered under them. Written to the outbox by the database itself when a credential changes (the
 * principals' triggers), by the service on a logout.
 */
export class SessionsEndedPayload {
  @IsIn(SESSION_KINDS) kind!: SessionKind;
  @IsInt() @Min(1) principal_id!: number;
  /**
   * The sessions that ended. Absent from the events written before the sessions were named (the first
   * `end_sessions_of`): then every session of the principal had ended.
   */
  @IsOptional() @IsArray() @IsUUID('all', { each: true }) session_ids?: string[];
}

/** A login's answer from the service that checked the credentials: the account and the session it opened. */
export interface OpenedSession<View> {
  account: View;
  session: StartedSession;
}
