import { Module } from '@nestjs/common';

/** The member service: its features arrive in their own issues; it already owns its schema, outbox and health. */
@Module({})
export class MemberServiceModule {}
