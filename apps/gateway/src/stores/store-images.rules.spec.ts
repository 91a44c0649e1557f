import { MESSAGES } from '@stamp/shared';
import { ONE_REPRESENTATIVE, storeImageMessages } from './store-images.rules';

describe(storeImageMessages.name, () => {
  it('asks for a store image when there is none at all', () => {
    expect(storeImageMessages(0, 0)).toEqual([MESSAGES.storeImageRequired]);
  });

  it('asks for the representative image when only normal images came', () => {
    expect(storeImageMessages(0, 3)).toEqual([MESSAGES.representativeImageRequired]);
  });

  it('asks for a normal image when only the representative came', () => {
    expect(storeImageMessages(1, 0)).toEqual([MESSAGES.normalImageRequired]);
  });

  it('accepts one representative and up to 15 normal images', () => {
    expect(storeImageMessages(1, 15)).toEqual([]);
  });

  it('refuses a 16th normal image with the spec message', () => {
    expect(storeImageMessages(1, 16)).toEqual([MESSAGES.storeImageLimit]);
  });

  it('refuses two representative images', () => {
    expect(storeImageMessages(2, 1)).toEqual([ONE_REPRESENTATIVE]);
  });
});
