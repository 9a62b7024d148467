// Public surface of the backup module: other modules import only from here.
export { default as backupRoutes } from './backup.routes';
export * from './backup.archive';
export { restoreBackup, RestoreRefusedError } from './restore.service';
