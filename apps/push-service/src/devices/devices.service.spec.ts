import { CommonErrorCode } from '@stamp/contracts';
import { domainErrorOf } from '@stamp/testing';
import { DevicePlatform } from '@stamp/shared';
import { settingsOf } from '../test/fakes';
import { DevicesRepository } from './devices.repository';
import { DevicesService } from './devices.service';

class FakeDevicesRepository {
  registered: { memberNo: number; token: string; platform: DevicePlatform }[] = [];
  removed: { memberNo: number; token: string }[] = [];

  register(memberNo: number, token: string, platform: DevicePlatform) {
    this.registered.push({ memberNo, token, platform });
    return Promise.resolve({ id: this.registered.length, platform });
  }

  remove(memberNo: number, token: string): Promise<boolean> {
    this.removed.push({ memberNo, token });
    return Promise.resolve(true);
  }
}

const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh: 'BNc', auth: 'tBH' },
};

describe(DevicesService.name, () => {
  let devices: FakeDevicesRepository;
  let sut: DevicesService;

  beforeEach(() => {
    devices = new FakeDevicesRepository();
    sut = new DevicesService(devices as unknown as DevicesRepository, settingsOf());
  });

  it('keeps a native token as it is', async () => {
    const view = await sut.register({ memberNo: 7, token: 'fcm-token', platform: 'ios' });

    expect(view).toEqual({ id: 1, platform: 'ios', registered: true });
    expect(devices.registered).toEqual([{ memberNo: 7, token: 'fcm-token', platform: 'ios' }]);
  });

  it('keeps a browser subscription in one canonical form (the same browser is one device)', async () => {
    const reordered = JSON.stringify({ keys: SUBSCRIPTION.keys, endpoint: SUBSCRIPTION.endpoint, extra: 1 });

    await sut.register({ memberNo: 7, token: JSON.stringify(SUBSCRIPTION), platform: 'web' });
    await sut.register({ memberNo: 7, token: reordered, platform: 'web' });

    expect(devices.registered[0]?.token).toBe(devices.registered[1]?.token);
    expect(devices.registered[0]?.token).toBe(
      '{"endpoint":"https://fcm.googleapis.com/fcm/send/abc","keys":{"p256dh":"BNc","auth":"tBH"}}',
    );
  });

  it('refuses a web token that is not a subscription to a known push service', async () => {
    const error = await domainErrorOf(
      sut.register({
        memberNo: 7,
        token: JSON.stringify({ ...SUBSCRIPTION, endpoint: 'https://169.254.169.254/latest' }),
        platform: 'web',
      }),
    );

    expect(error.code).toBe(CommonErrorCode.ValidationFailed);
    expect(devices.registered).toEqual([]);
  });

  it('removes a browser subscription by its canonical form', async () => {
    await sut.unregister({ memberNo: 7, token: JSON.stringify(SUBSCRIPTION) });

    expect(devices.removed[0]?.token).toBe(
      '{"endpoint":"https://fcm.googleapis.com/fcm/send/abc","keys":{"p256dh":"BNc","auth":"tBH"}}',
    );
  });
});
