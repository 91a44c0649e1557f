import { Inject, Injectable } from '@nestjs/common';
import type { MissionDisplayStatus, MissionStatus } from '@stamp/shared';
import { CLOCK, Clock } from '@stamp/server-kit/time';
import { calendarDate } from '@stamp/server-kit/time';
import { LoyaltyServiceSettings } from '../loyalty-service.settings';
import { isMissionActive, missionStatusAt } from './mission-rules';

/** Missions run by calendar dates in one time zone (MISSION_TIME_ZONE, Asia/Manila unless configured). */
@Injectable()
export class MissionCalendar {
  readonly timeZone: string;

  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    settings: LoyaltyServiceSettings,
  ) {
    this.timeZone = settings.MISSION_TIME_ZONE;
  }

  now(): Date {
    return this.clock.now();
  }

  today(): string {
    return calendarDate(this.clock.now(), this.timeZone);
  }

  isActive(mission: { status: MissionStatus | null; expireDate: string }): boolean {
    return isMissionActive(mission, this.clock.now(), this.timeZone);
  }

  /** What the views show of the mission's state (in progress, stopped, ended). */
  displayStatus(mission: { status: MissionStatus | null; expireDate: string }): MissionDisplayStatus {
    return missionStatusAt(mission, this.clock.now(), this.timeZone);
  }
}
