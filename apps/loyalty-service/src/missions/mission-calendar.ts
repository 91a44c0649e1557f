import { Inject, Injectable } from '@nestjs/common';
import type { MissionStatus } from '@stamp/shared';
import { CLOCK, Clock } from '@stamp/server-kit/time';
import { calendarDate } from '../calendar-date';
import { LoyaltyServiceSettings } from '../loyalty-service.settings';
import { isMissionActive } from './mission-rules';

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
}
