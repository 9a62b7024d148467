// Public surface of the challenge module: other modules import only from here.
export { default as challengeRoutes } from './challenge.routes';
export {
  carriesNoSolution,
  GuestChallengeHeadersSchema,
  guestChallengeGate,
  guestChallengeTicket,
  type GuestChallengeGate,
} from './challenge.guard';
export { challengeUsed, type ChallengeTicket } from './challenge.service';
