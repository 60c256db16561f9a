import { get, post, put, del, group, type RouteDef } from '../server/http/router';
import * as employees from '../server/http/controllers/employees';
import * as payroll from '../server/http/controllers/employeePayroll';
import * as workingHours from '../server/http/controllers/employeeWorkingHours';
import * as roles from '../server/http/controllers/roles';

const VIEW = ['can:view employees'];
const MANAGE = ['can:manage employees'];

/**
 * employees.* and roles.* (docs/requirements.md §6): viewing needs "view employees", changing
 * needs "manage employees". Two kinds of page need "manage employees" even to
 * look at: pay rates (employees.payroll), which are the holder's to know,
 * and roles, which grant permissions. `{employee}` is
 * numeric, so /employees/trashed and /employees/create are never taken for an id.
 */
export const employeeRoutes: RouteDef[] = [
  ...group({ prefix: '/employees', middleware: VIEW }, [
    get('', 'employees.index', employees.index),
    get('/trashed', 'employees.trashed', employees.trashed),
    get('/{employee}/edit', 'employees.edit', employees.edit),
    get('/{employee}/working-hours', 'employees.working_hours', workingHours.edit),
  ]),
  ...group({ prefix: '/employees', middleware: MANAGE }, [
    get('/create', 'employees.create', employees.create),
    post('', 'employees.store', employees.store),
    put('/{employee}', 'employees.update', employees.update),
    del('/{employee}', 'employees.destroy', employees.destroy),
    put('/{employee}/restore', 'employees.restore', employees.restore),
    get('/{employee}/payroll', 'employees.payroll', payroll.edit),
    put('/{employee}/payroll', 'employees.payroll.update', payroll.update),
    put('/{employee}/working-hours', 'employees.working_hours.update', workingHours.update),
  ]),
  ...group({ prefix: '/roles', middleware: MANAGE }, [
    get('', 'roles.index', roles.index),
    get('/create', 'roles.create', roles.create),
    post('', 'roles.store', roles.store),
    get('/{role}/edit', 'roles.edit', roles.edit),
    put('/{role}', 'roles.update', roles.update),
    del('/{role}', 'roles.destroy', roles.destroy),
  ]),
];
