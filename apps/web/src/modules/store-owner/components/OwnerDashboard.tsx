import { useState, type CSSProperties } from 'react';
import { formatMessage, type MessageKey } from '@stamp/shared';

import { useLocale, useMessages } from '../../i18n';
import { mobileScreenStyles as screenStyles, QueryGate } from '../../mobile-shell';
import { EmptyState } from '../../ui/EmptyState';
import { useStoreDashboard, type StoreDashboard } from '../api/storeOwnerApi';
import { shortDay } from '../../dates';
import { DayBars } from './DayBars';
import { OwnerGuessingAlerts } from './OwnerGuessingAlerts';
import styles from './OwnerDashboard.module.css';

type Metric = 'stamps' | 'completed_cards' | 'redemptions' | 'new_members';

interface MetricChoice {
  key: Metric;
  label: MessageKey;
  color: string;
}

const STAMPS: MetricChoice = { key: 'stamps', label: 'dashboardStamps', color: '#0b7a5a' };
const METRICS: MetricChoice[] = [
  STAMPS,
  { key: 'completed_cards', label: 'dashboardCompleted', color: '#2563eb' },
  { key: 'redemptions', label: 'dashboardRedemptions', color: '#b45309' },
  { key: 'new_members', label: 'dashboardNewMembers', color: '#7c3aed' },
];

/**
 * The owner's dashboard: the four counts of the last 30 days (each a button that puts its days in the
 * chart), the chosen count per day, and the store's open guessing alerts (first when there is one, since
 * it asks the owner to act; last, as a quiet line, when there is none).
 */
export function OwnerDashboard({ storeId }: { storeId: number }) {
  const dashboard = useStoreDashboard(storeId);
  return <QueryGate query={dashboard}>{(data) => <DashboardBody storeId={storeId} data={data} />}</QueryGate>;
}

function DashboardBody({ storeId, data }: { storeId: number; data: StoreDashboard }) {
  const t = useMessages();
  const { locale } = useLocale();
  const [metric, choose] = useState(STAMPS);
  const totalOf = (key: Metric) => data.days.reduce((sum, day) => sum + day[key], 0);
  const quiet = METRICS.every((candidate) => totalOf(candidate.key) === 0);
  const alerts = <OwnerGuessingAlerts storeId={storeId} alerts={data.guessing_alerts} />;
  return (
    <>
      {data.guessing_alerts && alerts}
      <p className={screenStyles.muted}>
        {formatMessage(t.ownerDashboardLead, {
          from: shortDay(data.from, locale),
          to: shortDay(data.to, locale),
        })}
      </p>
      <div className={styles.totals}>
        {METRICS.map((candidate) => (
          <button
            key={candidate.key}
            type="button"
            className={styles.total}
            aria-pressed={candidate.key === metric.key}
            style={{ '--metric': candidate.color } as CSSProperties}
            onClick={() => {
              choose(candidate);
            }}
          >
            <span className={styles.totalLabel}>{t[candidate.label]}</span>
            <span className={styles.totalValue}>{totalOf(candidate.key).toLocaleString(locale)}</span>
          </button>
        ))}
      </div>
      <section className={`${screenStyles.card} ${styles.section}`} aria-labelledby="owner-chart">
        <h2 id="owner-chart" className={styles.heading}>
          {formatMessage(t.ownerChartLabel, { metric: t[metric.label] })}
        </h2>
        {quiet ? (
          <EmptyState title={t.ownerDashboardEmpty} />
        ) : (
          <DayBars
            label={formatMessage(t.ownerChartLabel, { metric: t[metric.label] })}
            dates={data.days.map((day) => day.date)}
            values={data.days.map((day) => day[metric.key])}
            color={metric.color}
          />
        )}
        <p className={styles.hint}>{t.ownerNewMembersHint}</p>
      </section>
      {!data.guessing_alerts && alerts}
    </>
  );
}
