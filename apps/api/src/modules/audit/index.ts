// Public surface of the audit module: other modules import only from here.
export { default as auditRoutes } from './audit.routes';
export { recordAudit, type AuditActor } from './audit.service';
