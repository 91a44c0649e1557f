import { MAX_NORMAL_STORE_IMAGES, MESSAGES } from '@stamp/shared';

export const REPRESENTATIVE_FIELD = 'representative';
export const NORMAL_FIELD = 'images';
export const ONE_REPRESENTATIVE = 'Upload exactly one representative image';

/** The image rules of a store registration (spec §5), in the spec's order. */
export function storeImageMessages(representative: number, normal: number): string[] {
  if (representative + normal === 0) {
    return [MESSAGES.storeImageRequired];
  }
  const messages: string[] = [];
  if (representative === 0) {
    messages.push(MESSAGES.representativeImageRequired);
  }
  if (representative > 1) {
    messages.push(ONE_REPRESENTATIVE);
  }
  if (normal === 0) {
    messages.push(MESSAGES.normalImageRequired);
  }
  if (normal > MAX_NORMAL_STORE_IMAGES) {
    messages.push(MESSAGES.storeImageLimit);
  }
  return messages;
}
