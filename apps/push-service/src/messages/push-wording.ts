import type { MissionEventPayload, MissionStatusChangedPayload, StoreSnapshot } from '@stamp/contracts';
import type { PushType } from '@stamp/shared';

/** The words of an automatic push: what the member's phone and inbox show. */
export interface PushWording {
  type: PushType;
  title: string;
  message: string;
}

/** `2026-12-01` → `2026.12.01` (spec §9: push dates are YYYY.MM.DD). */
export function pushDate(calendarDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(calendarDate);
  if (!match) {
    throw new Error(`Not a calendar date: ${calendarDate}`);
  }
  return `${match[1]}.${match[2]}.${match[3]}`;
}

/** The calendar day of an instant in a time zone, as YYYY.MM.DD. */
export function pushDateOf(instant: string | Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
  return pushDate(day);
}

function place(store: StoreSnapshot): string {
  return `${store.province}, ${store.region}`;
}

function period(payload: MissionEventPayload): string {
  return `${pushDate(payload.mission.start_date)} ~ ${pushDate(payload.mission.expire_date)}`;
}

/** Each automatic push announces the store's name and place, with dates as YYYY.MM.DD (spec §7). */
export const PushWordings = {
  newStore(store: StoreSnapshot, occurredAt: string, timeZone: string): PushWording {
    return {
      type: 'new-store',
      title: `New store: ${store.name}`,
      message:
        `${store.name} has joined in ${place(store)} (${store.address}) on ` +
        `${pushDateOf(store.createdAt ?? occurredAt, timeZone)}. Visit and collect stamps!`,
    };
  },

  newEvent(payload: MissionEventPayload): PushWording {
    const { mission, store } = payload;
    return {
      type: 'new-event',
      title: `New stamp event at ${store.name}`,
      message:
        `${store.name} (${place(store)}) has a new stamp event "${mission.name}": ${period(payload)}. ` +
        `Collect ${mission.max_stamp_count} stamps for a reward!`,
    };
  },

  statusChanged(payload: MissionStatusChangedPayload, occurredAt: string, timeZone: string): PushWording {
    const { mission, store } = payload;
    switch (payload.transition) {
      case 'started':
        return {
          type: 'start-event',
          title: `Stamp event started at ${store.name}`,
          message: `The stamp event "${mission.name}" at ${store.name} (${place(store)}) is on: ${period(payload)}.`,
        };
      case 'paused':
        // Spec §4: the pause-event push says the promotion ended.
        return {
          type: 'pause-event',
          title: `Stamp event paused at ${store.name}`,
          message:
            `The promotion "${mission.name}" at ${store.name} (${place(store)}) has ended for now ` +
            `(paused on ${pushDateOf(occurredAt, timeZone)}).`,
        };
    }
  },

  /** A mission deleted, finished, or past its expiry date (loyalty's expiry sweep). */
  ended(payload: MissionEventPayload, occurredAt: string, timeZone: string): PushWording {
    const { mission, store } = payload;
    return {
      type: 'end-event',
      title: `Stamp event ended at ${store.name}`,
      message:
        `The stamp event "${mission.name}" at ${store.name} (${place(store)}), ${period(payload)}, ` +
        `ended on ${pushDateOf(occurredAt, timeZone)}. Thank you for joining!`,
    };
  },
};
