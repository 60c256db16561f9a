import { get, put, group, type RouteDef } from '../server/http/router';
import * as tipManagements from '../server/http/controllers/tipManagements';

/** TipManagements (Payroll group): tips per technician per store day, and a ticket's tip re-allocated until its payroll is finalised. */
export const tipManagementRoutes: RouteDef[] = [
  ...group({ prefix: '/tip-managements', middleware: ['can:view payrolls report'] }, [
    get('', 'tip-managements.index', tipManagements.index),
    put('/{invoice}', 'tip-managements.update', tipManagements.update),
  ]),
];
