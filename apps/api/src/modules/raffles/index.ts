// Public surface of the raffles module (public lists and detail).
export { default as rafflesRoutes } from './raffles.routes';
export {
  findRaffleById,
  takenNumberCondition,
  type NewRaffleRow,
  type RaffleRow,
} from './raffles.repository';
export { listRaffles, presentRows } from './raffles.service';
