import { formatMessage } from '@stamp/shared';
import { Link } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { errorMessage, statusOf } from '../../api';
import { StorePasswordForm } from '../../store-password';
import { stampingStyles as styles } from '../../mobile-shell';
import { useMessages, useDates } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { useTicket } from '../api/tickets';
import { useRedeemForm } from '../hooks/useRedeemForm';

/** The redeem page (`/store/coupon/{id}/use/{ticket_id}`): the ticket, and the store's password to use it. */
export function RedeemTicket({ ticketId }: { ticketId: number }) {
  const t = useMessages();
  const { datePart } = useDates();
  const ticket = useTicket(ticketId);
  const form = useRedeemForm(ticketId);

  if (ticket.error) {
    return statusOf(ticket.error) === 404 ? (
      <EmptyState title={t.noTicket}>
        <Link to={ROUTES.unredeemed}>{t.unredeemedTitle}</Link>
      </EmptyState>
    ) : (
      <ErrorState message={errorMessage(ticket.error, t)} onRetry={() => void ticket.refetch()} />
    );
  }
  if (!ticket.data) return <Spinner label />;

  const { Store: store, id, createdAt, is_used: used, usedAt } = ticket.data;
  return (
    <main className={styles.page}>
      <header className={styles.head}>
        <h1>{t.redeemTitle}</h1>
      </header>
      <section className={styles.ticket} aria-labelledby="ticket-title">
        <h2 id="ticket-title">{store?.name ?? formatMessage(t.ticketNumber, { id })}</h2>
        <p>{formatMessage(t.ticketNumber, { id })}</p>
        <p>
          {used && usedAt
            ? formatMessage(t.ticketUsed, { date: datePart(usedAt) })
            : formatMessage(t.ticketIssued, { date: datePart(createdAt) })}
        </p>
      </section>
      {form.done ? (
        <>
          <p className={styles.success} role="status">
            {t.couponUsed}
          </p>
          <Link to={ROUTES.myCoupon} className={styles.ticketLink}>
            {t.redeemDoneLink}
          </Link>
        </>
      ) : used ? (
        <p className={styles.alert} role="alert">
          {t.noTicket}
        </p>
      ) : (
        <>
          <p className={styles.lead}>{t.redeemLead}</p>
          <StorePasswordForm
            label={t.stampPasswordLabel}
            submitLabel={t.redeemSubmit}
            busyLabel={t.redeemSending}
            tap={form.tap}
            onSubmit={() => void form.submit()}
          />
        </>
      )}
    </main>
  );
}
