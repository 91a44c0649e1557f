import { DailyActivityView, DailySignUpsView } from '@stamp/contracts';
import { DashboardActivityView } from './dashboard.views';

/**
 * The loyalty service's days with the member service's sign-ups of the same days (asked for the range and
 * time zone the loyalty service answered with); a day the member service did not list had none.
 */
export function mergeActivity(
  loyalty: DailyActivityView,
  signUps: DailySignUpsView[],
): DashboardActivityView {
  const newMembers = new Map(signUps.map((day) => [day.date, day.new_members]));
  return {
    timeZone: loyalty.timeZone,
    from: loyalty.from,
    to: loyalty.to,
    days: loyalty.days.map((day) => ({
      date: day.date,
      stamps: day.stamps,
      completed_cards: day.completed_cards,
      redemptions: day.redemptions,
      new_members: newMembers.get(day.date) ?? 0,
    })),
  };
}
