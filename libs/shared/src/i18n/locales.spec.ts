import { localeFromLanguages } from './index';

describe(localeFromLanguages.name, () => {
  it("takes the browser's first language that has a catalogue, Tagalog as Filipino", () => {
    expect(localeFromLanguages(['de-DE', 'tl-PH', 'en-US'])).toBe('fil');
    expect(localeFromLanguages(['ko-KR', 'en'])).toBe('ko');
  });

  it("skips a language outside the face's languages (Filipino on the back-office)", () => {
    expect(localeFromLanguages(['fil-PH', 'ko-KR'], ['en', 'ko'])).toBe('ko');
    expect(localeFromLanguages(['fil-PH', 'tl'], ['en', 'ko'])).toBe('en');
  });

  it('falls back to English', () => {
    expect(localeFromLanguages(['de-DE'])).toBe('en');
  });
});
