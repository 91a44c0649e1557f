import { formatMessage } from '@stamp/shared';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { errorMessage } from '../../api';
import { useMessages, usePageTitle, useDates } from '../../i18n';
import { useCurrentMember } from '../../session';
import { useStore } from '../../stores';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { today } from '../../dates';
import { useMissionCoupon, usePrefetchStampCard } from '../api/coupons';
import { canScanQrCodes } from '../hooks/useQrScanner';
import { useStampForm } from '../hooks/useStampForm';
import { stampCodeOfSearch } from '../utils/stampCodeLink';
import { QrScanner } from './QrScanner';
import { StampCardSkeleton } from './StampCardSkeleton';
import { StampGrid } from './StampGrid';
import { StampPrompt } from './StampPrompt';
import { StorePasswordForm } from '../../store-password';
import { TicketWon } from './TicketWon';
import { stampingStyles as styles } from '../../mobile-shell';

/** The stamp page of a store (`/store/coupon/{id}`): the store, its mission, the member's card and its slots. */
export function StampCard({ storeId }: { storeId: number }) {
  const t = useMessages();
  const { datePart } = useDates();
  usePrefetchStampCard(storeId);
  const store = useStore(storeId);
  usePageTitle([t.stampCardTitle, store.data?.name]);
  const member = useCurrentMember();
  const mission = store.data?.Mission ?? null;
  const bbsNo = member.data?.bbs_no ?? null;
  const coupon = useMissionCoupon(bbsNo, mission?.id ?? null);
  const card = coupon.data ?? null;
  const active = card ? card.Mission.active : mission?.status === 'ongoing' && mission.expire_date >= today();
  const form = useStampForm(
    mission && bbsNo !== null ? { bbsNo, missionId: mission.id, couponId: card?.id ?? null, active } : null,
  );
  const nextSlot = useRef<HTMLButtonElement>(null);
  const [search, setSearch] = useSearchParams();
  const linkedCode = stampCodeOfSearch(search);
  const ready = store.data !== undefined && !member.isPending && !coupon.isLoading;
  const { openPrompt } = form;
  // Opened from the counter's QR code (`?code=`): the prompt opens with the code in it, for the member to
  // confirm; the code leaves the address, so going back or reloading does not offer a stale one again.
  useEffect(() => {
    if (!ready || linkedCode === null) return;
    openPrompt(linkedCode);
    setSearch({}, { replace: true });
  }, [ready, linkedCode, openPrompt, setSearch]);

  const failed = store.error ?? member.error ?? coupon.error;
  if (failed) {
    const retry = () => {
      void store.refetch();
      void member.refetch();
      void coupon.refetch();
    };
    return <ErrorState message={errorMessage(failed, t)} onRetry={retry} />;
  }
  if (!store.data || member.isPending || coupon.isLoading) return <StampCardSkeleton />;

  const title = (
    <header className={styles.head}>
      <h1>{store.data.name}</h1>
      <Link to={ROUTES.storeMap(storeId)} className={styles.headLink}>
        {t.storeInfoLink}
      </Link>
    </header>
  );
  if (!mission) {
    return (
      <main className={styles.page}>
        {title}
        <EmptyState title={t.couponEmpty} />
      </main>
    );
  }

  const max = card?.max_stamp_count ?? mission.max_stamp_count;
  const stamped = card?.stamp_count ?? 0;
  const closePrompt = () => {
    form.closePrompt();
    nextSlot.current?.focus();
  };
  return (
    <main className={styles.page}>
      {title}
      <section className={styles.card} aria-labelledby="mission-name">
        <h2 id="mission-name" className={styles.mission}>
          {mission.name}
        </h2>
        <p className={styles.meta}>
          {formatMessage(t.missionPeriod, {
            start: datePart(mission.start_date),
            end: datePart(mission.expire_date),
          })}
        </p>
        <p className={styles.progress}>{formatMessage(t.stampProgress, { n: stamped, max }, t.intlLocale)}</p>
        <StampGrid
          max={max}
          stamped={stamped}
          onStamp={() => {
            form.openPrompt();
          }}
          disabled={form.tap.inFlight}
          nextRef={nextSlot}
        />
        <p className={styles.hint}>{t.stampHint}</p>
      </section>
      <div aria-live="polite">
        {form.notice && (
          <p className={styles.success} role="status">
            {form.notice}
          </p>
        )}
      </div>
      {form.pageError && (
        <p className={styles.alert} role="alert">
          {form.pageError}
        </p>
      )}
      {form.ticket && <TicketWon storeId={storeId} ticket={form.ticket} />}
      {form.open && (
        <StampPrompt title={t.stampPromptTitle} lead={t.stampPromptLead} onClose={closePrompt}>
          {canScanQrCodes() && <QrScanner storeId={storeId} onCode={form.tap.setPassword} />}
          <StorePasswordForm
            label={t.stampPasswordLabel}
            submitLabel={t.stampSubmit}
            busyLabel={t.stampSending}
            tap={form.tap}
            onSubmit={() => void form.submit()}
            autoFocus
          />
        </StampPrompt>
      )}
    </main>
  );
}
