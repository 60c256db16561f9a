import { post, group, type RouteDef } from '../server/http/router';
import * as twilio from '../server/http/controllers/twilioWebhooks';

/** Provider webhooks: public, signed by the provider (no session, no CSRF; see app.ts). */
export const webhookRoutes: RouteDef[] = group({ prefix: '/webhooks/twilio' }, [
  post('/status', 'webhooks.twilio.status', twilio.status),
  post('/inbound', 'webhooks.twilio.inbound', twilio.inbound),
]);
