// Public surface of the tickets module: other modules import only from here.
export { default as ticketsRoutes } from './tickets.routes';
export { newTicketCode, ticketUrl } from './ticket-code';
