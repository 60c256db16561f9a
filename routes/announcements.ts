import { get, post, put, group, type RouteDef } from '../server/http/router';
import * as announcements from '../server/http/controllers/announcements';

/** announcements.*: SMS blasts; "view coupon messages" opens all of it. `{announcement}` is numeric, so /create is never an id. */
export const announcementRoutes: RouteDef[] = [
  ...group({ prefix: '/announcements', middleware: ['can:view coupon messages'] }, [
    get('', 'announcements.index', announcements.index),
    get('/create', 'announcements.create', announcements.create),
    post('', 'announcements.store', announcements.store),
    get('/{announcement}', 'announcements.show', announcements.show),
    get('/{announcement}/edit', 'announcements.edit', announcements.edit),
    put('/{announcement}', 'announcements.update', announcements.update),
    post('/{announcement}/send', 'announcements.send', announcements.send),
    post('/{announcement}/schedule', 'announcements.schedule', announcements.schedule),
    post('/{announcement}/cancel', 'announcements.cancel', announcements.cancel),
  ]),
];
