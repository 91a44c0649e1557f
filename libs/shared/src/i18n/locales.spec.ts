import { enBackOffice } from './en-back-office';
import { catalogueFor, loadCatalogue, loadedCatalogue, localeFromLanguages } from './index';
import { ko } from './ko';

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

describe(loadCatalogue.name, () => {
  it("keeps the back-office's words out of the member app's catalogue until a back-office page asks", async () => {
    const member = await loadCatalogue('en');
    expect(member.homeTitle).toBe('Find a store');
    expect(member.pageTitleStores).toBeUndefined();
    expect(loadedCatalogue('en', true)).toBeUndefined();

    const korean = await loadCatalogue('ko', true);
    expect(korean.pageTitleStores).toBe(ko.pageTitleStores);
    expect(loadedCatalogue('en', true)?.pageTitleStores).toBe(enBackOffice.pageTitleStores);
    expect(catalogueFor('en').pageTitleStores).toBe(enBackOffice.pageTitleStores);
  });
});
