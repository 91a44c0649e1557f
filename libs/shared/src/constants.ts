/** Business constants of product-spec §9. */
export const STORE_CODE_LENGTH = 6;
export const STORE_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const STORE_CODE_PATTERN = /^[A-Z0-9]{6}$/;
export const MAX_NORMAL_STORE_IMAGES = 15;
export const MEMBER_PAGE_SIZE = 10;
export const MISSION_NAME_MAX_LENGTH = 30;
export const MAX_STAMP_COUNT = 100;

export const IMAGE_TYPES = ['representative', 'normal'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const MISSION_STATUSES = ['ongoing', 'pended', 'finished'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

export const STORE_SORTS = ['newest', 'name'] as const;
export type StoreSort = (typeof STORE_SORTS)[number];
