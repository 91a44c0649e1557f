import { formatMessage } from '@stamp/shared';
import { Link } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { errorMessage } from '../../api/errors';
import styles from '../../coupons/components/Stamping.module.css';
import { useMessages } from '../../i18n/useMessages';
import { LastUpdated } from '../../offline/LastUpdated';
import { useLastSeen } from '../../offline/lastSeen';
import { useCurrentMember } from '../../session/api/useCurrentMember';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { datePart } from '../../ui/dates';
import { useMemberTickets } from '../api/tickets';

/** Unredeemed tickets (`/unredeemed`): each opens its redeem page. */
export function UnredeemedList() {
  const t = useMessages();
  const member = useCurrentMember();
  const tickets = useMemberTickets(member.data?.bbs_no ?? null);
  const saved = useLastSeen('tickets', tickets);
  const open = saved.data?.filter((ticket) => !ticket.is_used);

  let body;
  if (open) {
    body =
      open.length === 0 ? (
        <EmptyState title={t.unredeemedEmpty}>
          <p>{t.unredeemedEmptyLead}</p>
        </EmptyState>
      ) : (
        <ul className={styles.list}>
          {open.map((ticket) => (
            <li key={ticket.id}>
              <Link to={ROUTES.storeTicket(ticket.store_id, ticket.id)} className={styles.item}>
                <span className={styles.itemTitle}>
                  {ticket.Store?.name ?? formatMessage(t.ticketNumber, { id: ticket.id })}
                </span>
                <span className={styles.itemMeta}>{formatMessage(t.ticketNumber, { id: ticket.id })}</span>
                <span className={styles.itemMeta}>
                  {formatMessage(t.ticketIssued, { date: datePart(ticket.createdAt) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      );
  } else if (member.error ?? tickets.error) {
    const retry = () => {
      void member.refetch();
      void tickets.refetch();
    };
    body = <ErrorState message={errorMessage(member.error ?? tickets.error, t)} onRetry={retry} />;
  } else {
    body = <Spinner label />;
  }

  return (
    <main className={styles.page}>
      <header className={styles.head}>
        <h1>{t.unredeemedTitle}</h1>
      </header>
      <LastUpdated lastSeen={saved} />
      {body}
    </main>
  );
}
