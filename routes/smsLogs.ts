import { get, put, type RouteDef } from '../server/http/router';
import * as smsLogs from '../server/http/controllers/smsLogs';
import * as notificationSettings from '../server/http/controllers/notificationSettings';

/** Reports → SMS Logs (docs/requirements.md §2, read-only) and Settings → Notification's form. */
export const smsLogRoutes: RouteDef[] = [
  get('/sms-logs', 'sms-logs.index', smsLogs.index, { middleware: ['can:view sms logs'] }),
  put('/settings/notification', 'settings.notification.update', notificationSettings.update, {
    middleware: ['can:manage settings'],
  }),
];
