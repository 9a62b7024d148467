// Public surface of the settings module: other modules import only from here.
export { default as settingsRoutes } from './settings.routes';
export {
  abuseLimits,
  adminAppLook,
  claimText,
  mailSender,
  pendingDigestMinutes,
  publicSettings,
  rejectReasons,
} from './settings.service';
