import { describe, expect, it } from 'vitest';

import { stampCodeOfLink, stampCodeOfSearch } from './stampCodeLink';

describe(stampCodeOfLink.name, () => {
  it("takes the code from this store's stamp page link, under the mobile base too", () => {
    expect(stampCodeOfLink('https://stamp.example.ph/store/coupon/12?code=492039', 12)).toBe('492039');
    expect(stampCodeOfLink('http://localhost:3000/mobile/store/coupon/12/?code=000001', 12)).toBe('000001');
  });

  it("fills nothing in from another store's link, another page, or not a link at all", () => {
    expect(stampCodeOfLink('https://stamp.example.ph/store/coupon/13?code=492039', 12)).toBeNull();
    expect(stampCodeOfLink('https://stamp.example.ph/store/coupon/12/Map?code=492039', 12)).toBeNull();
    expect(stampCodeOfLink('492039', 12)).toBeNull();
    expect(stampCodeOfLink('https://stamp.example.ph/store/coupon/12?code=kape', 12)).toBeNull();
  });
});

describe(stampCodeOfSearch.name, () => {
  it('takes six digits and nothing else', () => {
    expect(stampCodeOfSearch(new URLSearchParams('code=492039'))).toBe('492039');
    expect(stampCodeOfSearch(new URLSearchParams('code=49203'))).toBeNull();
    expect(stampCodeOfSearch(new URLSearchParams(''))).toBeNull();
  });
});
