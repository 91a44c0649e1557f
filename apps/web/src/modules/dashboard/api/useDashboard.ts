import { api } from '../../api';

export const DASHBOARD_DAYS = 30;

/** Stamps, completed cards, redemptions and new members per day over the last 30 days. */
export function useDashboardActivity() {
  return api.useQuery('get', '/api/v1/dashboard/activity', { params: { query: { days: DASHBOARD_DAYS } } });
}

/** The stamp-password guessing alerts still open, with their store. */
export function useOpenGuessingAlerts() {
  return api.useQuery('get', '/api/v1/dashboard/guessing-alerts');
}
