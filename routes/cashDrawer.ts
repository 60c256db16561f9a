import { get, group, post, put, type RouteDef } from '../server/http/router';
import * as cashDrawer from '../server/http/controllers/cashDrawer';

/** The cash drawer: one per store; seen by the front desk and whoever reads the daily report, worked by "manage pos". */
export const cashDrawerRoutes: RouteDef[] = [
  ...group({ prefix: '/cash-drawer' }, [
    get('', 'cash-drawer.index', cashDrawer.index, {
      middleware: ['can:manage pos|view daily reports'],
    }),
    put('/settings', 'cash-drawer.settings.update', cashDrawer.updateSettings, {
      middleware: ['can:manage settings'],
    }),
    ...group({ middleware: ['can:manage pos'] }, [
      post('', 'cash-drawer.store', cashDrawer.store),
      post('/{session}/movements', 'cash-drawer.movements.store', cashDrawer.move),
      post('/{session}/close', 'cash-drawer.close', cashDrawer.close),
      post('/{session}/approve', 'cash-drawer.approve', cashDrawer.approve),
    ]),
  ]),
];
