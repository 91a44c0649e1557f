import { formatMessage } from '@stamp/shared';
import { Link } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { useMessages } from '../../i18n';
import { LastUpdated, SavedList, useLastSeen } from '../../offline';
import { useCurrentMember } from '../../session';
import { useMemberTickets } from '../../tickets';
import { EmptyState } from '../../ui/EmptyState';
import { useMemberCoupons, type CouponView } from '../api/coupons';
import { stampingStyles as styles } from '../../mobile-shell';

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

  const retry = () => {
    void member.refetch();
    void coupons.refetch();
  };

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
      <SavedList data={cards.data} error={member.error ?? coupons.error} onRetry={retry}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t.noCoupon} />
          ) : (
            <ul className={styles.list}>
              {list.map((coupon) => (
                <li key={coupon.id}>
                  <CouponItem coupon={coupon} />
                </li>
              ))}
            </ul>
          )
        }
      </SavedList>
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
      <span className={styles.itemMeta}>
        {formatMessage(t.stampProgress, { n: stamped, max }, t.intlLocale)}
      </span>
      <span className={styles.bar} aria-hidden="true">
        <span className={styles.barFill} style={{ width: `${(100 * stamped) / Math.max(max, 1)}%` }} />
      </span>
    </Link>
  );
}
