import { loadConfig } from '@stamp/server-kit/config';
import { GatewaySettings } from '../gateway.settings';
import { WebConfigController } from './web-config.controller';

const SECRET = 'a-gateway-secret-of-at-least-32-characters';

describe(WebConfigController.name, () => {
  it('answers null for a tile server and a place search that are not set', () => {
    const sut = new WebConfigController(loadConfig('gateway', GatewaySettings, { JWT_SECRET: SECRET }));

    expect(sut.map()).toEqual({ tile_url: null, geocoder_url: null });
  });

  it("answers the product's time zone, Asia/Manila unless MISSION_TIME_ZONE says otherwise", () => {
    const manila = new WebConfigController(loadConfig('gateway', GatewaySettings, { JWT_SECRET: SECRET }));
    const seoul = new WebConfigController(
      loadConfig('gateway', GatewaySettings, { JWT_SECRET: SECRET, MISSION_TIME_ZONE: 'Asia/Seoul' }),
    );

    expect(manila.calendar()).toEqual({ time_zone: 'Asia/Manila' });
    expect(seoul.calendar()).toEqual({ time_zone: 'Asia/Seoul' });
  });

  it('answers the MAP_TILE_URL and MAP_GEOCODER_URL templates it was given', () => {
    const sut = new WebConfigController(
      loadConfig('gateway', GatewaySettings, {
        JWT_SECRET: SECRET,
        MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        MAP_GEOCODER_URL: 'https://nominatim.openstreetmap.org/search?format=jsonv2&q={query}',
      }),
    );

    expect(sut.map()).toEqual({
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      geocoder_url: 'https://nominatim.openstreetmap.org/search?format=jsonv2&q={query}',
    });
  });
});
