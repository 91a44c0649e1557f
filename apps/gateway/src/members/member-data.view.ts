import { ApiProperty } from '@nestjs/swagger';
import {
  LoyaltyMemberDataView,
  MemberDataView,
  PushMemberDataView,
  StoreMemberDataView,
} from '@stamp/contracts';

/**
 * `GET /api/v1/member/{bbs_no}/export`: everything the product holds about the member, one part per service
 * (docs/privacy.md). Never a password hash, a stamp password verifier, a session or link token, or a whole
 * push token.
 */
export class MemberDataExportView {
  @ApiProperty({
    format: 'date-time',
    example: '2026-11-28T08:00:00.000Z',
    description: 'When the export was made',
  })
  exported_at!: string;
  @ApiProperty({ type: MemberDataView, description: 'Profile, account state, logins, consents' })
  member!: MemberDataView;
  @ApiProperty({ type: LoyaltyMemberDataView, description: 'Stamp cards, tickets, ledger receipts' })
  loyalty!: LoyaltyMemberDataView;
  @ApiProperty({ type: PushMemberDataView, description: 'Messages received and devices registered' })
  push!: PushMemberDataView;
  @ApiProperty({ type: StoreMemberDataView, description: 'Stores whose owner e-mail is the member’s' })
  store!: StoreMemberDataView;
}
