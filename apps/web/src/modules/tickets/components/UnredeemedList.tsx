import { formatMessage } from '@stamp/shared';
import { Link } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { stampingStyles as styles } from '../../mobile-shell';
import { useMessages, useDates } from '../../i18n';
import { LastUpdated, SavedList, useLastSeen } from '../../offline';
import { useCurrentMember } from '../../session';
import { EmptyState } from '../../ui/EmptyState';
import { useMemberTickets } from '../api/tickets';

/** Unredeemed tickets (`/unredeemed`): each opens its redeem page. */
export function UnredeemedList() {
  const t = useMessages();
  const { datePart } = useDates();
  const member = useCurrentMember();
  const tickets = useMemberTickets(member.data?.bbs_no ?? null);
  const saved = useLastSeen('tickets', tickets);
  const open = saved.data?.filter((ticket) => !ticket.is_used);

  const retry = () => {
    void member.refetch();
    void tickets.refetch();
  };

  return (
    <main className={styles.page}>
      <header className={styles.head}>
        <h1>{t.unredeemedTitle}</h1>
      </header>
      <LastUpdated lastSeen={saved} />
      <SavedList data={open} error={member.error ?? tickets.error} onRetry={retry}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t.unredeemedEmpty}>
              <p>{t.unredeemedEmptyLead}</p>
            </EmptyState>
          ) : (
            <ul className={styles.list}>
              {list.map((ticket) => (
                <li key={ticket.id}>
                  <Link to={ROUTES.storeTicket(ticket.store_id, ticket.id)} className={styles.item}>
                    <span className={styles.itemTitle}>
                      {ticket.Store?.name ?? formatMessage(t.ticketNumber, { id: ticket.id })}
                    </span>
                    <span className={styles.itemMeta}>
                      {formatMessage(t.ticketNumber, { id: ticket.id })}
                    </span>
                    <span className={styles.itemMeta}>
                      {formatMessage(t.ticketIssued, { date: datePart(ticket.createdAt) })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </SavedList>
    </main>
  );
}
