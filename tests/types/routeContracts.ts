/**
 * Compile-time contracts, checked by `npm run typecheck`: each
 * `@ts-expect-error` line must fail to compile, so tsc itself fails the day a
 * page prop, a route name or a route parameter stops being checked. To see
 * the error, delete the `@ts-expect-error` comment above a line and run
 * `npm run typecheck`. Never imported at run time.
 */
import { routeUrl } from '../../server/http/urls';
import { route } from '../../resources/js/lib/route';

export function routeContracts(): string[] {
  return [
    routeUrl('employees.edit', { employee: 1 }),
    routeUrl('employees.index', {}, { page: 2 }),
    routeUrl('employees.index'),
    route('employees.edit', { employee: 1 }),
    route('employees.edit', 1),
    route('employees.index'),
    // (b) a misspelt route name
    // @ts-expect-error 'employee.edit' is not a route
    routeUrl('employee.edit', { employee: 1 }),
    // @ts-expect-error 'employees.indx' is not a route
    route('employees.indx'),
    // (c) a missing route parameter
    // @ts-expect-error employees.edit needs {employee}
    routeUrl('employees.edit'),
    // @ts-expect-error employees.edit needs {employee}
    routeUrl('employees.edit', {}),
    // @ts-expect-error employees.edit needs {employee}
    route('employees.edit'),
    // @ts-expect-error employees.edit needs {employee}
    route('employees.edit', { page: 2 }),
  ];
}
