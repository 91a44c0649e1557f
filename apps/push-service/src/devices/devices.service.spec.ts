import { CommonErrorCode, MemberRequests, PushErrorCode, SessionRefMessage } from '@stamp/contracts';
import { MessageBus } from '@stamp/server-kit/bus';
import { domainErrorOf } from '@stamp/testing';
import { settingsOf } from '../test/fakes';
import { DeviceHolder, DeviceRegistration, DevicesRepository } from './devices.repository';
import { DevicesService } from './devices.service';

const SESSION_OF_7 = '7a0b6c1e-54b4-4f41-9a1c-0d1c3f8e2a11';
const SESSION_OF_8 = '8b1c7d2f-65c5-4a52-8b2d-1e2d4a9f3b22';

class FakeDevicesRepository {
  holders = new Map<string, DeviceHolder>();
  registered: DeviceRegistration[] = [];
  movedFrom: (DeviceHolder | null)[] = [];
  removed: { memberNo: number; token: string }[] = [];

  holderOf(token: string): Promise<DeviceHolder | null> {
    return Promise.resolve(this.holders.get(token) ?? null);
  }

  register(device: DeviceRegistration, movableFrom: DeviceHolder | null) {
    this.registered.push(device);
    this.movedFrom.push(movableFrom);
    return Promise.resolve({ id: this.registered.length, platform: device.platform });
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

/** The member service's answer to `member.check-session`: live for the sessions in `live`. */
function sessionsBus(live: Set<string>, asked: SessionRefMessage[]): MessageBus {
  return {
    request: (def: { subject: string }, ref: SessionRefMessage) => {
      expect(def.subject).toBe(MemberRequests.checkSession.subject);
      asked.push(ref);
      return Promise.resolve({ live: live.has(ref.session_id) });
    },
  } as unknown as MessageBus;
}

describe(DevicesService.name, () => {
  let devices: FakeDevicesRepository;
  let liveSessions: Set<string>;
  let asked: SessionRefMessage[];
  let sut: DevicesService;

  beforeEach(() => {
    devices = new FakeDevicesRepository();
    liveSessions = new Set();
    asked = [];
    sut = new DevicesService(
      devices as unknown as DevicesRepository,
      settingsOf(),
      sessionsBus(liveSessions, asked),
    );
  });

  it('keeps a native token as it is, for the session that sends it', async () => {
    const view = await sut.register({
      memberNo: 7,
      sessionId: SESSION_OF_7,
      token: 'fcm-token',
      platform: 'ios',
    });

    expect(view).toEqual({ id: 1, platform: 'ios', registered: true });
    expect(devices.registered).toEqual([
      { memberNo: 7, sessionId: SESSION_OF_7, token: 'fcm-token', platform: 'ios' },
    ]);
    expect(asked).toEqual([]);
  });

  it("refuses another member's device while that member's session is live, without touching it", async () => {
    devices.holders.set('fcm-token', { memberNo: 8, sessionId: SESSION_OF_8 });
    liveSessions.add(SESSION_OF_8);

    const error = await domainErrorOf(
      sut.register({ memberNo: 7, sessionId: SESSION_OF_7, token: 'fcm-token', platform: 'ios' }),
    );

    expect(error.code).toBe(PushErrorCode.DeviceTaken);
    expect(asked).toEqual([{ session_id: SESSION_OF_8, kind: 'member', principal_id: 8 }]);
    expect(devices.registered).toEqual([]);
  });

  it("moves another member's device once that member's session has ended", async () => {
    devices.holders.set('fcm-token', { memberNo: 8, sessionId: SESSION_OF_8 });

    await sut.register({ memberNo: 7, sessionId: SESSION_OF_7, token: 'fcm-token', platform: 'ios' });

    expect(devices.movedFrom).toEqual([{ memberNo: 8, sessionId: SESSION_OF_8 }]);
  });

  it('re-registers its own device without asking about sessions, and never moves it', async () => {
    devices.holders.set('fcm-token', { memberNo: 7, sessionId: null });

    await sut.register({ memberNo: 7, sessionId: SESSION_OF_7, token: 'fcm-token', platform: 'ios' });

    expect(asked).toEqual([]);
    expect(devices.movedFrom).toEqual([null]);
  });

  it('keeps a browser subscription in one canonical form (the same browser is one device)', async () => {
    const reordered = JSON.stringify({ keys: SUBSCRIPTION.keys, endpoint: SUBSCRIPTION.endpoint, extra: 1 });

    await sut.register({
      memberNo: 7,
      sessionId: SESSION_OF_7,
      token: JSON.stringify(SUBSCRIPTION),
      platform: 'web',
    });
    await sut.register({ memberNo: 7, sessionId: SESSION_OF_7, token: reordered, platform: 'web' });

    expect(devices.registered[0]?.token).toBe(devices.registered[1]?.token);
    expect(devices.registered[0]?.token).toBe(
      '{"endpoint":"https://fcm.googleapis.com/fcm/send/abc","keys":{"p256dh":"BNc","auth":"tBH"}}',
    );
  });

  it('refuses a web token that is not a subscription to a known push service', async () => {
    const error = await domainErrorOf(
      sut.register({
        memberNo: 7,
        sessionId: SESSION_OF_7,
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
