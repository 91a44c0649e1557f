import { formatMessage } from '@stamp/shared';
import { Link } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { errorMessage } from '../../api/errors';
import { useMessages } from '../../i18n/useMessages';
import { LastUpdated } from '../../offline/LastUpdated';
import { useLastSeen } from '../../offline/lastSeen';
import { useCurrentMember } from '../../session/api/useCurrentMember';
import { useMemberTickets } from '../../tickets/api/tickets';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { useMemberCoupons, type CouponView } from '../api/coupons';
import styles from './Stamping.module.css';

/** My coupons (`/my-coupon`): the member's stamp cards with their progress, and the way to the tickets. */
export function MyCouponList() {
  const t = useMessages();
  const member = useCurrentMember();
  const bbsNo = member.data?.bbs_no ?? null;
  const coupons = useMemberCoupons(bbsNo);
  const tickets = useMemberTickets(bbsNo);
  const cards = useLastSeen('coupons', coupons);
  const ticketList = useLastSeen('tickets', tickets);
  const unredeemed = (ticketList.data ?? []).filter((ticket) => !ticket.is_used).length;

  let body;
  if (cards.data) {
    body =
      cards.data.length === 0 ? (
        <EmptyState title={t.noCoupon} />
      ) : (
        <ul className={styles.list}>
          {cards.data.map((coupon) => (
            <li key={coupon.id}>
              <CouponItem coupon={coupon} />
            </li>
          ))}
        </ul>
      );
  } else if (member.error ?? coupons.error) {
    const retry = () => {
      void member.refetch();
      void coupons.refetch();
    };
    body = <ErrorState message={errorMessage(member.error ?? coupons.error, t)} onRetry={retry} />;
  } else {
    body = <Spinner label />;
  }

  return (
    <main className={styles.page}>
      <header className={styles.head}>
        <h1>{t.myCouponTitle}</h1>
      </header>
      <p className={styles.lead}>{t.myCouponLead}</p>
      {unredeemed > 0 && (
        <Link to={ROUTES.unredeemed} className={styles.ticketsLink}>
          {formatMessage(t.unredeemedLink, { n: unredeemed })}
          <span aria-hidden="true">›</span>
        </Link>
      )}
      <LastUpdated lastSeen={cards} />
      {body}
    </main>
  );
}

function CouponItem({ coupon }: { coupon: CouponView }) {
  const t = useMessages();
  const { Mission: mission, stamp_count: stamped, max_stamp_count: max } = coupon;
  return (
    <Link to={ROUTES.storeCoupon(mission.store_id)} className={styles.item}>
      <span className={styles.itemTitle}>{mission.Store?.name ?? mission.name}</span>
      <span className={styles.itemMeta}>{mission.name}</span>
      <span className={styles.itemMeta}>{formatMessage(t.stampProgress, { n: stamped, max })}</span>
      <span className={styles.bar} aria-hidden="true">
        <span className={styles.barFill} style={{ width: `${(100 * stamped) / Math.max(max, 1)}%` }} />
      </span>
    </Link>
  );
}
