import { ConfigError, loadConfig } from '@stamp/server-kit/config';
import { GatewaySettings } from './gateway.settings';

const SECRET = 'a-gateway-secret-of-at-least-32-characters';

const settingsOf = (env: Record<string, string>) =>
  loadConfig('gateway', GatewaySettings, { JWT_SECRET: SECRET, ...env });

function problemsOf(env: Record<string, string>): string[] {
  try {
    settingsOf(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe(GatewaySettings.name, () => {
  it('trusts no proxy by default', () => {
    expect(settingsOf({}).TRUSTED_PROXIES).toBeUndefined();
  });

  it.each(['127.0.0.1', '10.0.0.0/8, 192.168.1.10', 'fd00::/8,::1', 'loopback,uniquelocal', '0.0.0.0/0'])(
    'takes TRUSTED_PROXIES=%j',
    (value) => {
      expect(settingsOf({ TRUSTED_PROXIES: value }).TRUSTED_PROXIES).toBe(value);
    },
  );

  it.each(['true', '*', '10.0.0.0/33', '10.0.0.0/8/1', 'proxy.example.ph', '1', '10.0.0.1,'])(
    'refuses TRUSTED_PROXIES=%j with a message that says what it takes',
    (value) => {
      expect(problemsOf({ TRUSTED_PROXIES: value })).toEqual([
        'TRUSTED_PROXIES must be comma-separated IP addresses or CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1), or loopback, linklocal, uniquelocal',
      ]);
    },
  );

  it('refuses a LOG_LEVEL pino does not have', () => {
    expect(problemsOf({ LOG_LEVEL: 'verbose' })).toEqual([
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ]);
  });

  it('has no map tile server or place search unless told (the map tab then shows the address only)', () => {
    const settings = settingsOf({});

    expect(settings.MAP_TILE_URL).toBeUndefined();
    expect(settings.MAP_GEOCODER_URL).toBeUndefined();
  });

  it('takes a tile URL template and a place-search template', () => {
    const settings = settingsOf({
      MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      MAP_GEOCODER_URL: 'https://nominatim.openstreetmap.org/search?format=jsonv2&limit=1&q={query}',
    });

    expect(settings.MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(settings.MAP_GEOCODER_URL).toContain('{query}');
  });

  it('refuses map templates without their placeholders', () => {
    expect(
      problemsOf({
        MAP_TILE_URL: 'https://tile.example.ph/tiles',
        MAP_GEOCODER_URL: 'https://geo.example.ph',
      }),
    ).toEqual([
      'MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}',
      'MAP_GEOCODER_URL must be an http(s) URL template with {query}',
    ]);
  });

  it('serves /metrics to anyone outside production, to nobody in production without a token, and to its bearers with one', () => {
    const token = 'a-metrics-token-for-prometheus';

    expect(settingsOf({}).metricsAccess).toBe('anyone');
    expect(settingsOf({ NODE_ENV: 'production' }).metricsAccess).toBe('nowhere');
    expect(settingsOf({ NODE_ENV: 'production', METRICS_TOKEN: token }).metricsAccess).toEqual({ token });
    expect(settingsOf({ METRICS_TOKEN: token }).metricsAccess).toEqual({ token });
  });
});
