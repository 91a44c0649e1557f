import { describe, expect, it } from 'vitest';

import { mapsAppUrl, placeQueries } from './places';

describe('placeQueries', () => {
  it('searches the whole address, then the province/city and region', () => {
    expect(
      placeQueries({
        region: 'National Capital Region (NCR)',
        province: 'Makati City',
        address: '45 Jupiter St.',
      }),
    ).toEqual({
      exact: '45 Jupiter St., Makati City, National Capital Region (NCR), Philippines',
      area: 'Makati City, National Capital Region (NCR), Philippines',
    });
  });
});

describe('mapsAppUrl', () => {
  const place = '45 Jupiter St., Makati City';

  it('opens the maps app with geo: on Android', () => {
    expect(mapsAppUrl(place, 'Mozilla/5.0 (Linux; Android 13; SM-A145F) Chrome/120 Mobile')).toBe(
      'geo:0,0?q=45%20Jupiter%20St.%2C%20Makati%20City',
    );
  });

  it('opens Apple Maps on an iPhone', () => {
    expect(mapsAppUrl(place, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toMatch(
      /^https:\/\/maps\.apple\.com\/\?q=45%20Jupiter/,
    );
  });

  it('opens Google Maps elsewhere', () => {
    expect(mapsAppUrl(place, 'Mozilla/5.0 (X11; Linux x86_64)')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=45%20Jupiter/,
    );
  });
});
