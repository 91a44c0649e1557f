export { type TicketView, useMemberTickets } from './api/tickets';
export { RedeemTicket } from './components/RedeemTicket';
export { UnredeemedList } from './components/UnredeemedList';
