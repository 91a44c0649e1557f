import { formatMessage } from '@stamp/shared';
import { Link } from 'react-router-dom';

import { ROUTES } from '../../../routes';
import { useMessages } from '../../i18n';
import type { TicketView } from '../../tickets';
import { stampingStyles as styles } from '../../mobile-shell';

/** The ticket a full card became ('Mission complete! …'), with the way to use it. */
export function TicketWon({ storeId, ticket }: { storeId: number; ticket: TicketView }) {
  const t = useMessages();
  return (
    <section className={styles.ticket} aria-labelledby="ticket-won">
      <h2 id="ticket-won">{t.ticketReadyTitle}</h2>
      <p>{formatMessage(t.ticketNumber, { id: ticket.id })}</p>
      <Link to={ROUTES.storeTicket(storeId, ticket.id)} className={styles.ticketLink}>
        {t.ticketUseLink}
      </Link>
    </section>
  );
}
