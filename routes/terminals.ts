import { get, post, put, del, group, type RouteDef } from '../server/http/router';
import * as terminalDevices from '../server/http/controllers/terminalDevices';
import * as paxSettings from '../server/http/controllers/paxSettings';

/** Settings → Terminal Devices and Settings → PAX credit's form, both "manage settings". `{terminal}` is numeric, so /create is never an id. */
export const terminalRoutes: RouteDef[] = [
  ...group({ prefix: '/terminal-devices', middleware: ['can:manage settings'] }, [
    get('', 'terminal-devices.index', terminalDevices.index),
    get('/create', 'terminal-devices.create', terminalDevices.create),
    post('', 'terminal-devices.store', terminalDevices.store),
    get('/{terminal}/edit', 'terminal-devices.edit', terminalDevices.edit),
    put('/{terminal}', 'terminal-devices.update', terminalDevices.update),
    del('/{terminal}', 'terminal-devices.destroy', terminalDevices.destroy),
    post('/{terminal}/test', 'terminal-devices.test', terminalDevices.test),
  ]),
  put('/settings/pax', 'settings.pax.update', paxSettings.update, {
    middleware: ['can:manage settings'],
  }),
];
