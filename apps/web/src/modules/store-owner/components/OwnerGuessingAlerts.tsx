import { Link } from 'react-router-dom';
import { formatMessage } from '@stamp/shared';

import { ROUTES } from '../../../routes';
import { useLocale, useMessages } from '../../i18n';
import { mobileScreenStyles as screenStyles } from '../../mobile-shell';
import type { StoreDashboard } from '../api/storeOwnerApi';
import { dayAndTime } from '../../dates';
import styles from './OwnerDashboard.module.css';

/** The store's open stamp-password guessing alerts, what they mean and what closes them; or that none is open. */
export function OwnerGuessingAlerts({
  storeId,
  alerts,
}: {
  storeId: number;
  alerts: StoreDashboard['guessing_alerts'];
}) {
  const t = useMessages();
  const { locale } = useLocale();
  return (
    <section className={`${screenStyles.card} ${styles.section}`} aria-labelledby="owner-alerts">
      <h2 id="owner-alerts" className={styles.heading}>
        {t.ownerAlertsTitle}
      </h2>
      {alerts ? (
        <div className={styles.alert} role="alert">
          <p className={styles.alertLead}>
            {formatMessage(t.ownerAlertLatest, {
              failures: alerts.failures,
              members: alerts.members,
              minutes: Math.round(alerts.windowSeconds / 60),
              when: dayAndTime(alerts.detectedAt, locale),
            })}
          </p>
          {alerts.alerts > 1 && (
            <p>
              {formatMessage(t.ownerAlertTotal, {
                alerts: alerts.alerts,
                since: dayAndTime(alerts.firstDetectedAt, locale),
                total: alerts.totalFailures,
              })}
            </p>
          )}
          <p>{t.ownerAlertMeaning}</p>
          <Link className={styles.alertAction} to={ROUTES.storeMenuScreen(storeId, 'info')}>
            {t.ownerAlertChange}
          </Link>
        </div>
      ) : (
        <p className={styles.calm}>{t.ownerAlertsNone}</p>
      )}
    </section>
  );
}
