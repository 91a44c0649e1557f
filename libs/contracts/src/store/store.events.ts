import { IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';

/** What a rotating stamp code's secret looks like: base32, 160 bits (server-kit's newStampCodeSecret). */
export const STAMP_CODE_SECRET_PATTERN = /^[A-Z2-7]{32}$/;

/** What an Argon2id hash looks like (a PHC string: `$argon2id$v=19$m=…,t=…,p=…$salt$hash`). */
export const ARGON2ID_HASH_PATTERN = /^\$argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

/** The store as other services need it: its name and place (push messages announce both). */
export class StoreSnapshot {
  @IsInt() @Min(1) id!: number;
  @IsString() name!: string;
  @IsString() region!: string;
  @IsString() province!: string;
  @IsString() address!: string;
  @IsOptional() @IsString() phone_number?: string;
  @IsOptional() @IsString() createdAt?: string;
}

/**
 * store.created and store.updated: the snapshot, with the verifier of the store's stamp password (an Argon2id
 * hash, never the password) or, in rotating mode, the secret of its stamp codes, so that the loyalty service
 * can check stamps without asking the store service. Only these two events carry them: events that embed a
 * StoreSnapshot do not.
 */
export class StoreChangedPayload extends StoreSnapshot {
  /** Absent for a store whose password was set before verifiers were kept (until its next update). */
  @IsOptional() @IsString() @MaxLength(255) @Matches(ARGON2ID_HASH_PATTERN) stampPasswordVerifier?: string;
  /**
   * The secret of the store's rotating stamp code (base32), present only while the store is in rotating mode;
   * the verifier is then absent, since the fixed password no longer stamps. Whoever holds it can make every
   * code, so it goes to no view, log or other event (docs/stamping.md, "Rotating stamp code").
   */
  @IsOptional() @IsString() @Matches(STAMP_CODE_SECRET_PATTERN) stampCodeSecret?: string;
  /**
   * The store's version, one more at every change: read models keep what the newest version says and ignore
   * an older event that arrives late (a redelivery, or another replica's slower transaction). Absent in
   * events written before versions were kept.
   */
  @IsOptional() @IsInt() @Min(1) version?: number;
}

export class StoreDeletedPayload {
  @IsInt() @Min(1) id!: number;
  @IsString() name!: string;
}
