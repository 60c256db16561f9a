import { get, post, put, group, type RouteDef } from '../server/http/router';
import * as turnManagements from '../server/http/controllers/turnManagements';
import * as turnSettings from '../server/http/controllers/turnSettings';

/**
 * The turn board: "view turn management" sees it and does what a
 * technician does all day (busy, available, break, take the next walk-in);
 * moving turns by hand (skip, adjust) needs "manage pos" or "manage settings";
 * the rules need "manage settings". `{employee}` is numeric, so /settings is never an id.
 */
export const turnRoutes: RouteDef[] = [
  ...group({ prefix: '/turn-managements', middleware: ['can:view turn management'] }, [
    get('', 'turn_managements.index', turnManagements.index),
    post('/{employee}/status', 'turn_managements.status', turnManagements.status),
    post('/{employee}/assign', 'turn_managements.assign', turnManagements.assign),
    ...group({ middleware: ['can:manage pos|manage settings'] }, [
      post('/{employee}/skip', 'turn_managements.skip', turnManagements.skip),
      post('/{employee}/adjust', 'turn_managements.adjust', turnManagements.adjust),
    ]),
  ]),
  ...group({ prefix: '/turn-managements/settings', middleware: ['can:manage settings'] }, [
    get('', 'turn_settings.edit', turnSettings.edit),
    put('', 'turn_settings.update', turnSettings.update),
  ]),
];
