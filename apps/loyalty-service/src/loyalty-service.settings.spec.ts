import { loadConfig } from '@stamp/server-kit/config';
import { LoyaltyServiceSettings } from './loyalty-service.settings';

const settingsOf = (env: Record<string, string>) =>
  loadConfig('loyalty-service', LoyaltyServiceSettings, env);

describe(LoyaltyServiceSettings.name, () => {
  it('caps guessing at a store at 20 wrong passwords per 10 minutes by default', () => {
    expect(settingsOf({})).toMatchObject({ STORE_GUESS_CEILING: 20, STORE_GUESS_WINDOW_SECONDS: 600 });
  });

  it('never allows more than 30 wrong passwords at a store per 10 minutes', () => {
    expect(settingsOf({ STORE_GUESS_CEILING: '30', STORE_GUESS_WINDOW_SECONDS: '600' })).toMatchObject({
      STORE_GUESS_CEILING: 30,
    });
    expect(() => settingsOf({ STORE_GUESS_CEILING: '31' })).toThrow('STORE_GUESS_CEILING');
    expect(() => settingsOf({ STORE_GUESS_WINDOW_SECONDS: '599' })).toThrow('STORE_GUESS_WINDOW_SECONDS');
  });
});
