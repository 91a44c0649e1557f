import { Module } from '@nestjs/common';

/** The push service: its features arrive in their own issues; it already owns its schema, outbox and health. */
@Module({})
export class PushServiceModule {}
