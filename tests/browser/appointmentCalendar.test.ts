/**
 * The front desk's calendar on the tablet (1024×768, touch): staff drag an
 * appointment to another technician's column with a finger and it stays
 * there; a drop onto someone else's appointment is refused, the block goes
 * back and the message shows. APPOINTMENT_CALENDAR_SCREENSHOTS=<dir> saves
 * the day and week views at 1024×768 and 1440×900.
 */
import { expect, test, type Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { appointments, customers, services } from '../../database/schema';
import { bookAppointment } from '../../server/domain/appointments/booking';
import { addDays, storeMinuteToUtc, storeToday, weekdayOf } from '../../common/storeTime';
import { employeeByNumber, storeId } from '../support/lookups';
import {
  HOOK_TIMEOUT,
  logIn,
  screenshotsTo,
  startBrowserEnv,
  type BrowserEnv,
} from '../support/browser';

const TZ = 'America/New_York';
const ACTOR = { byUserId: null, byEmployeeId: null, byName: 'Front Desk' };
const shot = screenshotsTo('APPOINTMENT_CALENDAR_SCREENSHOTS');

let env: BrowserEnv;
let lotus: { id: number; timezone: string };
let cindy: number;
let david: number;
let moved: number;
let blocker: number;
let date: string;

/** A Thursday ahead: everyone works 9–7, the salon is open 9:30–7:30, no block. */
function nextThursday(): string {
  let d = addDays(storeToday(TZ), 1);
  while (weekdayOf(d) !== 4) d = addDays(d, 1);
  return d;
}

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
  lotus = { id: await storeId(env.db, 'Lotus Nail Spa'), timezone: TZ };
  cindy = (await employeeByNumber(env.db, lotus.id, '1003'))!.id;
  david = (await employeeByNumber(env.db, lotus.id, '1004'))!.id;
  date = nextThursday();
  const people = await env.db
    .insert(customers)
    .values([
      { storeId: lotus.id, name: 'Hanna Moss', phone: '2025550811' },
      { storeId: lotus.id, name: 'Olive Grant', phone: '2025550812' },
      { storeId: lotus.id, name: 'Iris Kent', phone: '2025550813' },
    ])
    .returning({ id: customers.id });
  const [gel] = await env.db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.storeId, lotus.id), eq(services.name, 'Gel Manicure')));
  const book = (customerId: number, technicianId: number, minute: number) =>
    bookAppointment(
      env.db,
      lotus,
      {
        customerId,
        technicianId,
        serviceIds: [gel.id],
        startsAt: storeMinuteToUtc(date, minute, TZ).at,
        source: 'front_desk',
      },
      ACTOR,
    );
  moved = (await book(people[0].id, cindy, 10 * 60 + 30)).id;
  blocker = (await book(people[1].id, david, 14 * 60)).id;
  await book(people[2].id, cindy, 15 * 60 + 30);
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

/** A finger on the screen (Chrome's touch input, so the page sees pointerType "touch"): press, slide in steps, lift. */
async function fingerDrag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: from.x, y: from.y }],
  });
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const centre = async (page: Page, selector: string) => {
  const box = (await page.locator(selector).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, top: box.y };
};

test.describe('the appointment calendar', () => {
  test('on the tablet, staff drag an appointment to another technician and it persists; onto a booked time it goes back with the reason', async () => {
    test.setTimeout(240_000);
    const { context, page } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto(`/dashboard/appointments/calendars?date=${date}`);
    const block = `[data-test="appointment-${moved}"]`;
    await page.locator(block).waitFor();
    await expect(page.locator(block)).toHaveAttribute('data-column', String(cindy));
    await shot(page, 'calendar-day-tablet', false);

    // Into David's column at the same time of day.
    await page.locator(`[data-test="column-body-${david}"]`).scrollIntoViewIfNeeded();
    const start = await centre(page, block);
    const column = await centre(page, `[data-test="column-body-${david}"]`);
    await fingerDrag(page, start, { x: column.x, y: start.y });
    await expect
      .poll(
        async () =>
          (await env.db.select().from(appointments).where(eq(appointments.id, moved)))[0]
            .technicianId,
        { timeout: 10_000 },
      )
      .toBe(david);
    await page.locator('text=Appointment moved.').waitFor();
    await expect(page.locator(block)).toHaveAttribute('data-column', String(david));
    const [row] = await env.db.select().from(appointments).where(eq(appointments.id, moved));
    expect(row.startsAt).toEqual(storeMinuteToUtc(date, 10 * 60 + 30, TZ).at);

    // Down onto David's 2 PM appointment: refused, and the block is back where it was.
    const before = await centre(page, block);
    const offsetBefore = Math.round(
      before.top - (await page.locator(`[data-test="column-body-${david}"]`).boundingBox())!.y,
    );
    const target = await centre(page, `[data-test="appointment-${blocker}"]`);
    await fingerDrag(page, before, { x: before.x, y: before.y + (target.top - before.top) });
    await page.locator('[data-test="calendar-error"]').waitFor();
    await expect(page.locator('[data-test="calendar-error"]')).toContainText(
      'already has an appointment then.',
    );
    // Where it sits in David's column (the message above the grid moves the whole grid down).
    const offset = async () =>
      Math.round(
        (await page.locator(block).boundingBox())!.y -
          (await page.locator(`[data-test="column-body-${david}"]`).boundingBox())!.y,
      );
    await expect.poll(offset).toBe(offsetBefore);
    const [still] = await env.db.select().from(appointments).where(eq(appointments.id, moved));
    expect(still.startsAt).toEqual(row.startsAt);

    // A tap opens the appointment with its next steps.
    await page.locator(block).tap();
    await page.locator('[data-test="appointment-panel"]').waitFor();
    await expect(page.locator('[data-test="status-confirmed"]')).toBeVisible();
    await shot(page, 'calendar-panel-tablet', false);
    await page.keyboard.press('Escape');

    await page.goto(`/dashboard/appointments/calendars?date=${date}&view=week&employee=${cindy}`);
    await page.locator('[data-test="calendar-grid"]').waitFor();
    await expect(page.locator('[data-test^="column-body-"]')).toHaveCount(7);
    await shot(page, 'calendar-week-tablet', false);
    await context.close();
  });

  test('on a desktop, an empty slot opens the booking form with its technician and time; day and week views', async () => {
    test.setTimeout(240_000);
    const { context, page } = await env.newPage({ width: 1440, height: 900 });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto(`/dashboard/appointments/calendars?date=${date}`);
    await page.locator('[data-test="calendar-grid"]').waitFor();
    await shot(page, 'calendar-day-desktop', false);
    // The page writes the hours and names from the values the server sends, in English as before.
    await expect(page.locator('[data-test="calendar-date"]')).toContainText(
      '· Open 9:30 AM – 7:30 PM',
    );
    await expect(page.locator(`[data-test="column-${cindy}"]`)).toContainText('Cindy Le');
    await expect(page.locator(`[data-test="column-${cindy}"]`)).toContainText('9:00 AM – 7:00 PM');
    await expect(page.locator(`[data-test="slot-${cindy}-${12 * 60}"]`)).toHaveAttribute(
      'aria-label',
      'Book Cindy Le at 12:00 PM',
    );
    await page.locator(`[data-test="slot-${cindy}-${12 * 60}"]`).click();
    await page.locator('[data-test="appointment-create"]').waitFor();
    await expect(page.locator('[data-test="create-start"]')).toHaveValue('12:00');
    await expect(page.locator(`[data-test="technician-${cindy}"]`)).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await shot(page, 'calendar-create-desktop', false);
    await page.keyboard.press('Escape');
    await page.goto(`/dashboard/appointments/calendars?date=${date}&view=week&employee=${cindy}`);
    await page.locator('[data-test="calendar-grid"]').waitFor();
    await shot(page, 'calendar-week-desktop', false);
    // The week's technician in the header; each day headed "Thu 3/12", its bookable hours or Off (Mondays).
    await expect(page.locator('[data-test="calendar-date"]')).toContainText('· Cindy Le');
    const [, month, day] = date.split('-').map(Number);
    await expect(page.locator(`[data-test="column-${date}"]`)).toContainText(`Thu ${month}/${day}`);
    await expect(page.locator(`[data-test="column-${date}"]`)).toContainText('9:30 AM – 7:00 PM');
    await expect(page.locator(`[data-test="column-${addDays(date, -3)}"]`)).toContainText('Off');
    await context.close();
  });
});
