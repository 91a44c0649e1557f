import { ApiProperty } from '@nestjs/swagger';

export class WebPushKeyView {
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'The VAPID public key (URL-safe base64) browsers subscribe with; null when Web Push is not configured',
  })
  public_key!: string | null;
}
