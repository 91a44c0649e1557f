import {
  ImageView,
  StampGuessingAlertView,
  StoreChangedPayload,
  StoreFullView,
  StoreMissionView,
  StorePublicView,
  StoreSnapshot,
  missionDisplayStatus,
} from '@stamp/contracts';
import { StampGuessingAlertEntity } from '../guessing-alerts/stamp-guessing-alert.entity';
import { ImageEntity } from '../images/image.entity';
import { StoreMissionEntity } from '../missions/store-mission.entity';
import { StoreEntity } from './store.entity';

export function toImageView(image: ImageEntity): ImageView {
  return { id: image.id, key: image.key, type: image.type };
}

/** The mission as the store shows it; `today` is the date in the mission time zone (MISSION_TIME_ZONE). */
export function toMissionView(mission: StoreMissionEntity, today: string): StoreMissionView {
  const displayStatus = missionDisplayStatus(mission, today);
  return {
    id: mission.missionId,
    name: mission.name,
    start_date: mission.startDate,
    expire_date: mission.expireDate,
    max_stamp_count: mission.maxStampCount,
    status: mission.status,
    active: displayStatus === 'in_progress',
    display_status: displayStatus,
    createdAt: mission.createdAt.toISOString(),
  };
}

export function toPublicView(
  store: StoreEntity,
  images: ImageEntity[],
  mission: StoreMissionEntity | undefined,
  today: string,
): StorePublicView {
  return Object.assign(toSnapshot(store), {
    status: store.status,
    redeemed: store.redeemed,
    Images: images.map(toImageView),
    Mission: mission ? toMissionView(mission, today) : null,
  });
}

export function toGuessingAlertView(alert: StampGuessingAlertEntity): StampGuessingAlertView {
  return {
    detectedAt: alert.detectedAt.toISOString(),
    failures: alert.failures,
    members: alert.members,
    windowSeconds: alert.windowSeconds,
  };
}

/** The full record; `alert` is the store's latest open guessing alert. */
export function toFullView(
  store: StoreEntity,
  images: ImageEntity[],
  mission: StoreMissionEntity | undefined,
  alert: StampGuessingAlertEntity | undefined,
  today: string,
): StoreFullView {
  return Object.assign(toPublicView(store, images, mission, today), {
    code: store.code,
    password: store.password,
    owner_name: store.ownerName,
    email: store.email,
    owner_phone: store.ownerPhone,
    stamp_mode: store.stampMode,
    stampGuessingAlert: alert ? toGuessingAlertView(alert) : null,
  });
}

/** The store's own fields, every one set (the snapshot's phone and creation time are optional elsewhere). */
export function toSnapshot(store: StoreEntity): Required<StoreSnapshot> {
  return {
    id: store.id,
    name: store.name,
    region: store.region,
    province: store.province,
    address: store.address,
    phone_number: store.phoneNumber,
    createdAt: store.createdAt.toISOString(),
  };
}

/**
 * store.created / store.updated: the snapshot with the store's version and what stamps there: in rotating
 * mode the codes' secret (and no verifier: the fixed password no longer stamps), otherwise the stamp
 * password's verifier when there is one.
 */
export function toChangedPayload(store: StoreEntity): StoreChangedPayload {
  const payload: StoreChangedPayload = Object.assign(toSnapshot(store), { version: store.version });
  if (store.stampCodeSecret !== null) {
    payload.stampCodeSecret = store.stampCodeSecret;
  } else if (store.passwordVerifier !== null) {
    payload.stampPasswordVerifier = store.passwordVerifier;
  }
  return payload;
}
