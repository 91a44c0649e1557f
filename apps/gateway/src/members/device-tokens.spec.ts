import { DEVICE_TOKEN_LIFETIME_MS, DeviceTokens } from './device-tokens';

const EMAIL = 'juan@example.ph';

describe(DeviceTokens.name, () => {
  let now: number;
  let sut: DeviceTokens;

  beforeEach(() => {
    now = Date.parse('2026-03-01T08:00:00Z');
    sut = new DeviceTokens('device-tokens-test-secret'.padEnd(40, 'x'), () => now);
  });

  it('knows the device of a token it gave for the e-mail, in any case and spacing', () => {
    const token = sut.issue(EMAIL);

    const device = sut.deviceOf(token, ' Juan@Example.PH ');

    expect(device).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(sut.deviceOf(sut.issue(EMAIL, device ?? ''), EMAIL)).toBe(device);
  });

  it('gives a new device a new id', () => {
    expect(sut.deviceOf(sut.issue(EMAIL), EMAIL)).not.toBe(sut.deviceOf(sut.issue(EMAIL), EMAIL));
  });

  it('knows no device for another e-mail, another secret, a changed token or none', () => {
    const token = sut.issue(EMAIL);
    const [device, expires, mac] = token.split('.');
    const other = new DeviceTokens('another-secret'.padEnd(40, 'y'), () => now);

    expect(sut.deviceOf(token, 'ana@example.ph')).toBeNull();
    expect(other.deviceOf(token, EMAIL)).toBeNull();
    expect(sut.deviceOf(`x${device}.${expires}.${mac}`, EMAIL)).toBeNull();
    expect(sut.deviceOf(`${device}.${expires}.${mac}.more`, EMAIL)).toBeNull();
    expect(sut.deviceOf('not-a-token', EMAIL)).toBeNull();
    expect(sut.deviceOf(undefined, EMAIL)).toBeNull();
  });

  it('forgets a token 180 days after it was given', () => {
    const token = sut.issue(EMAIL);
    now += DEVICE_TOKEN_LIFETIME_MS - 1000;
    expect(sut.deviceOf(token, EMAIL)).not.toBeNull();

    now += 1000;

    expect(sut.deviceOf(token, EMAIL)).toBeNull();
  });
});
