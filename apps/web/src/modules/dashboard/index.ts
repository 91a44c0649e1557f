export { useDashboardActivity, useOpenGuessingAlerts } from './api/useDashboard';
export { ActivityPanel } from './components/ActivityPanel';
export { GuessingAlertsTable } from './components/GuessingAlertsTable';
