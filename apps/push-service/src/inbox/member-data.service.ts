import { Injectable } from '@nestjs/common';
import { ExportedDeviceView, InboxItemView, PUSH_PAGE_MAX, PushMemberDataView } from '@stamp/contracts';
import { DeviceTokenEntity } from '../devices/device-token.entity';
import { DevicesRepository } from '../devices/devices.repository';
import { InboxService } from './inbox.service';

/** Characters of a native device token the export shows; the rest stays a secret of the device. */
const TOKEN_PREVIEW_LENGTH = 8;

/**
 * What a device token shows in an export: the first characters of a native token, and only the push
 * service's host of a browser subscription (its endpoint URL and keys are what lets anyone push to it).
 */
export function tokenPreview(device: Pick<DeviceTokenEntity, 'platform' | 'token'>): string {
  if (device.platform === 'web') {
    try {
      const { endpoint } = JSON.parse(device.token) as { endpoint?: unknown };
      return typeof endpoint === 'string' ? `${new URL(endpoint).host}/…` : '…';
    } catch {
      return '…';
    }
  }
  return `${device.token.slice(0, TOKEN_PREVIEW_LENGTH)}…`;
}

/**
 * The push service's part of a member's data export (docs/privacy.md): every message of their inbox and
 * the devices they registered, tokens only previewed.
 */
@Injectable()
export class MemberDataService {
  constructor(
    private readonly inbox: InboxService,
    private readonly devices: DevicesRepository,
  ) {}

  async export(memberNo: number): Promise<PushMemberDataView> {
    const [messages, devices] = await Promise.all([this.wholeInbox(memberNo), this.devices.listOf(memberNo)]);
    return {
      messages,
      devices: devices.map((device): ExportedDeviceView => ({
        platform: device.platform,
        token_preview: tokenPreview(device),
        createdAt: device.createdAt.toISOString(),
        updatedAt: device.updatedAt.toISOString(),
      })),
    };
  }

  private async wholeInbox(memberNo: number): Promise<InboxItemView[]> {
    const items: InboxItemView[] = [];
    for (;;) {
      const page = await this.inbox.list({ memberNo, limit: PUSH_PAGE_MAX, before: items.at(-1)?.id });
      items.push(...page);
      if (page.length < PUSH_PAGE_MAX) return items;
    }
  }
}
