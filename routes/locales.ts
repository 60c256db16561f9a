import { group, post, put, type RouteDef } from '../server/http/router';
import * as locales from '../server/http/controllers/locales';

/** The language switch: anyone, signed in or not. */
export const localeRoutes: RouteDef[] = [post('/locale', 'locale.update', locales.update)];

/** Mounted inside the store group of web.ts (/dashboard, auth, store). */
export const storeLocaleRoutes: RouteDef[] = [
  ...group({ middleware: ['can:manage employees'] }, [
    put('/employees/{employee}/locale', 'employees.locale.update', locales.employee),
  ]),
  ...group({ middleware: ['can:manage settings'] }, [
    put('/settings/locale', 'settings.locale.update', locales.storeLocale),
  ]),
];
