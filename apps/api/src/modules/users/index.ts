// Public surface of the users module (accounts and their sessions).
export { default as usersRoutes } from './users.routes';
export * as usersRepository from './users.repository';
export { assertOwnPassword } from './users.service';
export {
  createSession,
  findSessionUser,
  revokeSession,
  revokeUserSessions,
} from './sessions.service';
