// Public surface of the reconciliations module ('Conciliar', docs/bank-statements.md).
export { default as reconciliationsRoutes } from './reconciliations.routes';
export { deleteExpiredStatements } from './reconciliations.service';
export { lineKey } from './matching';
export { matchLines } from './movement-match';
