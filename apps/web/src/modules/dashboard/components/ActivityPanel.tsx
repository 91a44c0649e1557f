import { lazy, Suspense } from 'react';
import type { Schema } from '@stamp/api-client';
import type { MessageKey } from '@stamp/shared';

import { useMessages } from '../../i18n';
import { Spinner } from '../../ui/Spinner';
import styles from './ActivityPanel.module.css';

const DayChart = lazy(async () => ({ default: (await import('./DayChart')).DayChart }));

type Day = Schema<'DashboardDayView'>;
type Metric = 'stamps' | 'completed_cards' | 'redemptions' | 'new_members';

const METRICS: { key: Metric; label: MessageKey; color: string }[] = [
  { key: 'stamps', label: 'dashboardStamps', color: '#0b7a5a' },
  { key: 'completed_cards', label: 'dashboardCompleted', color: '#2563eb' },
  { key: 'redemptions', label: 'dashboardRedemptions', color: '#d97706' },
  { key: 'new_members', label: 'dashboardNewMembers', color: '#7c3aed' },
];

/** One card per count: its total over the period and a bar per day. */
export function ActivityPanel({ days }: { days: readonly Day[] }) {
  const t = useMessages();
  const dates = days.map((day) => day.date);
  return (
    <div className={styles.grid}>
      {METRICS.map((metric) => {
        const values = days.map((day) => day[metric.key]);
        const total = values.reduce((sum, value) => sum + value, 0);
        return (
          <section key={metric.key} className={styles.card} aria-label={t[metric.label]}>
            <header className={styles.head}>
              <h2 className={styles.label}>{t[metric.label]}</h2>
              <p className={styles.total} style={{ color: metric.color }}>
                {total.toLocaleString()}
              </p>
            </header>
            <Suspense fallback={<Spinner />}>
              <DayChart label={t[metric.label]} dates={dates} values={values} color={metric.color} />
            </Suspense>
          </section>
        );
      })}
    </div>
  );
}
