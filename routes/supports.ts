import { get, post, type RouteDef } from '../server/http/router';
import * as supports from '../server/http/controllers/supports';
import * as attachments from '../server/http/controllers/supportAttachments';

/** Supports (everyone signed in with an account): a store's, or a referral partner's, tickets with the super admin. */
export const supportRoutes: RouteDef[] = [
  get('/supports', 'supports.index', supports.index),
  get('/supports/create', 'supports.create', supports.create),
  post('/supports', 'supports.store', supports.store),
  post('/supports/attachments', 'supports.attachments.store', attachments.store),
  get('/supports/attachments/{attachment}', 'supports.attachments.show', attachments.show),
  get('/supports/{ticket}', 'supports.show', supports.show),
  post('/supports/{ticket}/reply', 'supports.reply', supports.reply),
  post('/supports/{ticket}/close', 'supports.close', supports.close),
  post('/supports/{ticket}/reopen', 'supports.reopen', supports.reopen),
];
