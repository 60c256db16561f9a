import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import express from 'express';
import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signedIn, Client, type TestApp } from '../support/app';
import { storeId, employeeByNumber } from '../support/lookups';
import { services } from '../../database/schema';
import { errorHandler } from '../../server/http/middleware/errorHandler';
import { FIRST_DAY, LAST_DAY } from '../../server/http/validators/fields';
import { addDays, storeToday } from '../../common/storeTime';

/**
 * The process must survive every request: values the
 * validators used to accept (years 0000 and 9999) answered 500, one of them
 * killed the process through an unhandled rejection, and an export that
 * failed after its headers held the socket for ever.
 */

let t: TestApp;
let owner: Client;
let lotus: number;
let anna: number;
let service: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t.app, 'owner@example.com');
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  anna = (await employeeByNumber(t.db, lotus, '1001')).id;
  [{ id: service }] = await t.db
    .select({ id: services.id })
    .from(services)
    .where(
      and(eq(services.storeId, lotus), eq(services.kind, 'service'), eq(services.isActive, true)),
    )
    .limit(1);
});
afterAll(() => t.close());

/** Outside the window (and years PostgreSQL cannot hold once a zone shifts them), then its edges. */
const OUTSIDE = ['0000-01-01', '9999-12-31', addDays(FIRST_DAY, -1), addDays(LAST_DAY, 1)];
const EDGES = [FIRST_DAY, LAST_DAY];

/** A GET with a deadline: a hung response fails the test instead of the run. */
const get = (c: Client, url: string) =>
  c.agent
    .get(url)
    .set({
      'X-Inertia': 'true',
      'X-Inertia-Version': 'test-version',
      'X-Requested-With': 'XMLHttpRequest',
    })
    .timeout(10_000);

const pages = (d: string) => [
  `/book/${lotus}?services=${service}&employee=anyone&date=${d}`,
  `/dashboard/reports/daily?date=${d}`,
  `/dashboard/reports/daily/export?date=${d}`,
  `/dashboard/reports?range=custom&from=${d}&to=${d}`,
  `/dashboard/reports/export?range=custom&from=${d}&to=${d}&table=periods`,
  `/dashboard/stats?range=custom&from=${d}&to=${d}`,
  `/dashboard/invoices?range=custom&from=${d}&to=${d}`,
  `/dashboard/invoices/export?range=custom&from=${d}&to=${d}`,
  `/dashboard/appointments?from=${d}&to=${d}`,
  `/dashboard/appointments/calendars?date=${d}`,
  `/dashboard/appointments/calendars?date=${d}&view=week&employee=${anna}`,
  `/dashboard/tip-managements?date=${d}`,
  `/dashboard/payrolls/reports?from=${d}&to=${d}`,
];

describe('dates at and past the window never answer 5xx', () => {
  test(
    'pages and exports that read a date from the query string',
    { timeout: 120_000 },
    async () => {
      const failures: string[] = [];
      for (const d of [...OUTSIDE, ...EDGES]) {
        for (const url of pages(d)) {
          const res = await get(owner, url).catch((err: Error) => ({
            status: `no answer (${err.message})`,
          }));
          if (typeof res.status !== 'number' || res.status >= 500)
            failures.push(`${url} → ${res.status}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );

  test('the calendar’s week of the last day of 9999 answers (it once killed the process)', async () => {
    const res = await owner.visit(
      `/dashboard/appointments/calendars?date=9999-12-31&view=week&employee=${anna}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.props.date).toBe(storeToday('America/New_York'));
  });

  test('a report page opened with a date outside the window shows today, as with any bad date', async () => {
    const res = await owner.visit('/dashboard/reports/daily?date=9999-12-31');
    expect(res.status).toBe(200);
    expect(res.body.props.day.date).toBe(storeToday('America/New_York'));
  });

  test('a custom report range outside the window is an error beside its field', async () => {
    const res = await owner.visit('/dashboard/reports?range=custom&from=0000-01-01&to=9999-12-31');
    expect(res.status).toBe(200);
    expect(res.body.props.errors).toMatchObject({
      from: 'The start date must be from 01-01-2000 to 12-31-2100.',
      to: 'The end date must be from 01-01-2000 to 12-31-2100.',
    });
  });

  test('forms refuse a date outside the window beside the field', async () => {
    await owner.post('/dashboard/coupons', {
      code: 'FAR',
      kind: 'amount',
      value: '5',
      valid_from: '0000-01-01',
      valid_to: '9999-12-31',
    });
    expect((await owner.visit('/dashboard/coupons/create')).body.props.errors).toMatchObject({
      valid_from: 'The start date must be from 01-01-2000 to 12-31-2100.',
      valid_to: 'The end date must be from 01-01-2000 to 12-31-2100.',
    });
    const res = await owner.json('/dashboard/appointments', {
      customer_id: 1,
      service_ids: [service],
      technician_id: anna,
      date: '9999-12-31',
      start: '10:00',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      date: 'The date must be from 01-01-2000 to 12-31-2100.',
    });
  });

  test('a booking at a time outside the window is refused beside the time, and the page still opens', async () => {
    const guest = new Client(t.app);
    for (const d of OUTSIDE) {
      const res = await guest.post(`/book/${lotus}`, {
        service_ids: [service],
        employee: 'anyone',
        starts_at: `${d}T15:00:00Z`,
        name: 'Far Away',
        phone: '2125550199',
        sms_consent: false,
      });
      expect(res.status, d).toBeLessThan(500);
    }
    const page = await guest.visit(`/book/${lotus}`);
    expect(page.status).toBe(200);
    expect(page.body.props.errors.starts_at).toBeTruthy();
  });
});

describe('the booking manage page and its reschedule', () => {
  test(
    'a date or a time outside the window opens the page without free times, or is refused beside the time',
    { timeout: 60_000 },
    async () => {
      const guest = new Client(t.app);
      const today = storeToday('America/New_York');
      let slot: { starts_at: string } | undefined;
      for (let i = 1; i <= 14 && !slot; i++) {
        slot = (
          await guest.visit(
            `/book/${lotus}?services=${service}&employee=anyone&date=${addDays(today, i)}`,
          )
        ).body.props.slots?.[0];
      }
      expect(slot).toBeDefined();
      const booked = await guest.post(`/book/${lotus}`, {
        service_ids: [service],
        employee: 'anyone',
        starts_at: slot!.starts_at,
        name: 'Window Tester',
        phone: '2125550142',
        sms_consent: false,
      });
      expect(booked.status).toBe(303);
      const page = booked.headers.location as string;
      for (const d of [...OUTSIDE, ...EDGES]) {
        const shown = await guest.visit(`${page}?date=${d}`);
        expect(shown.status, d).toBe(200);
        expect(shown.body.props.slots, d).toEqual([]);
        const moved = await guest.post(
          `${page}/reschedule`,
          { starts_at: `${d}T15:00:00Z` },
          { Referer: `http://localhost:3000${page}` },
        );
        expect(moved.status, d).toBeLessThan(500);
        expect((await guest.visit(page)).body.props.errors.starts_at, d).toBeTruthy();
      }
    },
  );
});

describe('a response that fails after its headers were sent', () => {
  test('is cut off, so the client sees a broken download instead of waiting for ever', async () => {
    const logged: string[] = [];
    const app = express();
    app.use((req, _res, next) => {
      req.log = {
        error: (_o: unknown, message: string) => logged.push(message),
      } as unknown as typeof req.log;
      next();
    });
    app.get('/half', async (_req, res) => {
      res.status(200).type('text/csv');
      res.write('a,b\n');
      throw new Error('the database went away half-way');
    });
    app.use(errorHandler);
    const outcome = await request(app)
      .get('/half')
      .timeout(10_000)
      .then(
        (res) => ({ ended: true, aborted: false, status: res.status }),
        (err: NodeJS.ErrnoException & { timeout?: number }) => ({
          ended: err.timeout === undefined,
          aborted: err.code === 'ECONNRESET' || /aborted|socket hang up/i.test(err.message),
          status: 0,
          message: err.message,
        }),
      );
    expect(outcome).toMatchObject({ ended: true, aborted: true });
    expect(logged).toEqual(['request failed after its response started']);
  });
});
