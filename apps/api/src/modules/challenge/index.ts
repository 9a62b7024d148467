// Public surface of the challenge module: other modules import only from here.
export { default as challengeRoutes } from './challenge.routes';
export {
  carriesNoSolution,
  GuestChallengeHeadersSchema,
  requireGuestChallenge,
} from './challenge.guard';
