import { MAX_NORMAL_STORE_IMAGES, MESSAGES } from '@stamp/shared';

export const REPRESENTATIVE_FIELD = 'representative';
export const NORMAL_FIELD = 'images';
export const ONE_REPRESENTATIVE = 'Upload exactly one representative image';

/** A registration's image fields: one more file than these is refused as it starts to arrive. */
export const STORE_IMAGE_FIELDS = {
  [REPRESENTATIVE_FIELD]: { max: 1, tooMany: ONE_REPRESENTATIVE },
  [NORMAL_FIELD]: { max: MAX_NORMAL_STORE_IMAGES, tooMany: MESSAGES.storeImageLimit },
} as const;

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
