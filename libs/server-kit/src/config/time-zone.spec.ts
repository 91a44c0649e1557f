import { IsOptional } from 'class-validator';
import { ConfigError, loadConfig } from './load-config';
import { IsTimeZone, isTimeZone } from './time-zone';

class ZoneSettings {
  @IsOptional() @IsTimeZone() MISSION_TIME_ZONE = 'Asia/Manila';
}

describe(isTimeZone.name, () => {
  it('knows IANA zones and nothing else', () => {
    expect([isTimeZone('Asia/Manila'), isTimeZone('UTC'), isTimeZone('Mars/Olympus')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe(IsTimeZone.name, () => {
  it('takes a known zone and stops the start with a clear message on any other', () => {
    expect(loadConfig('test', ZoneSettings, { MISSION_TIME_ZONE: 'Europe/Berlin' }).MISSION_TIME_ZONE).toBe(
      'Europe/Berlin',
    );
    expect(() => loadConfig('test', ZoneSettings, { MISSION_TIME_ZONE: 'Mars/Base' })).toThrow(
      new ConfigError('test', ['MISSION_TIME_ZONE must be an IANA time zone, e.g. Asia/Manila']),
    );
  });
});
