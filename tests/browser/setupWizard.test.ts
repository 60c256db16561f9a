/**
 * A new salon signs up on the front-desk tablet (1024×768, touch, on-screen
 * keyboard) and on a phone (390×844) and goes through first-run setup step by
 * step: business info and time zone, opening hours, the nail salon template,
 * technicians, the station, then Finish to Welcome; the dashboard's setup card
 * is then hidden. The footer links the privacy policy and the terms fit a phone.
 * SETUP_SCREENSHOTS=<dir> saves the screens there.
 */
import { expect, test, type Page } from '@playwright/test';
import { and, eq, isNotNull } from 'drizzle-orm';
import {
  employeePayrollSettings,
  employees,
  openingHours,
  services,
  stations,
  storeSettings,
  stores,
} from '../../database/schema';
import { HOOK_TIMEOUT, screenshotsTo, startBrowserEnv, type BrowserEnv } from '../support/browser';

let env: BrowserEnv;

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

const shot = screenshotsTo('SETUP_SCREENSHOTS');

const wizardAt = (page: Page, step: string) =>
  page.locator(`[data-test="setup-wizard"][data-step="${step}"]`).waitFor();

async function register(page: Page, business: string, email: string) {
  await page.goto('/register');
  await page.locator('[data-test="register-legal"]').waitFor();
  await page.locator('input[name="business_name"]').fill(business);
  await page.locator('input[name="name"]').fill('New Owner');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('secret123');
  await page.locator('input[name="password_confirmation"]').fill('secret123');
  await page.locator('[data-test="register-submit"]').tap();
  await page.waitForURL('**/dashboard/setup');
  await wizardAt(page, 'business');
}

/** Types into a field as a finger does: tap it, clear it, type; Escape puts the on-screen keyboard away. */
async function typeInto(page: Page, selector: string, text: string) {
  const field = page.locator(selector);
  await field.tap();
  await field.press('Control+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
  await page.keyboard.press('Escape');
}

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );

const storeNamed = async (name: string) =>
  (await env.db.select().from(stores).where(eq(stores.name, name)))[0];

async function addTechnician(
  page: Page,
  t: { name: string; id: string; password: string; commission: string },
  listed: number,
) {
  await typeInto(page, '[data-test="technician-name"]', t.name);
  await typeInto(page, '[data-test="technician-employee_id"]', t.id);
  await typeInto(page, '[data-test="technician-password"]', t.password);
  await typeInto(page, '[data-test="technician-commission_rate"]', t.commission);
  await page.locator('[data-test="setup-technician-add"]').tap();
  await page.locator(`text=${t.name} added.`).waitFor();
  await expect(page.locator('[data-test="setup-technician"]')).toHaveCount(listed);
}

/** The card on the dashboard lists what is left; Hide takes it away for good (a reload keeps it away). */
async function hideDashboardCard(page: Page, name: string, screen: string) {
  await page.goto('/dashboard');
  await page.locator('[data-test="dashboard-setup"]').waitFor();
  await shot(page, `setup-${screen}-dashboard-card`);
  await page.locator('[data-test="dashboard-setup-hide"]').tap();
  await page.locator('text=Setup hidden from the dashboard.').waitFor();
  await expect(page.locator('[data-test="dashboard-setup"]')).toHaveCount(0);
  await page.reload();
  await page.locator('[data-test="dashboard-clock"]').waitFor();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-test="dashboard-setup"]')).toHaveCount(0);
  const store = await storeNamed(name);
  expect(
    await env.db
      .select()
      .from(storeSettings)
      .where(and(eq(storeSettings.storeId, store.id), isNotNull(storeSettings.setupDismissedAt))),
  ).toHaveLength(1);
}

test.describe('first-run setup', () => {
  test('on the tablet: every step with the on-screen keyboard, Finish, Welcome, then the card hidden', async () => {
    const { context, page } = await env.newPage({
      width: 1024,
      height: 768,
      touch: true,
      keyboard: true,
    });
    await register(page, 'Tablet Nails', 'tablet-setup@example.com');
    await shot(page, 'setup-tablet-1-business');

    // 1. Business: typed on the on-screen keyboard, the zone from the list.
    await page.locator('[data-test="business-address"]').tap();
    await page.locator('[data-test="virtual-keyboard"]').waitFor();
    await shot(page, 'setup-tablet-1-business-keyboard', false);
    await typeInto(page, '[data-test="business-address"]', '200 Lake St, Chicago, IL');
    await typeInto(page, '[data-test="business-phone"]', '3125550142');
    await page.locator('[data-test="business-timezone-choice"]').selectOption('America/Chicago');
    await page.locator('[data-test="business-save"]').tap();
    await wizardAt(page, 'hours');
    expect(await storeNamed('Tablet Nails')).toMatchObject({
      phone: '3125550142',
      address: '200 Lake St, Chicago, IL',
      timezone: 'America/Chicago',
    });
    await expect(page.locator('[data-test="setup-step-business"]')).toHaveAttribute(
      'data-done',
      'true',
    );

    // 2. Opening hours by hand: Monday to Saturday 9–7 from the pickers, Sunday left off.
    await shot(page, 'setup-tablet-2-hours');
    for (const d of [1, 2, 3, 4, 5, 6]) {
      await page.locator(`[data-test="day-${d}-start"]`).selectOption('09:00');
      await page.locator(`[data-test="day-${d}-end"]`).selectOption('19:00');
    }
    await page.locator('[data-test="setup-hours-save"]').tap();
    await wizardAt(page, 'services');
    const store = await storeNamed('Tablet Nails');
    const week = await env.db.select().from(openingHours).where(eq(openingHours.storeId, store.id));
    expect(week.filter((d) => d.openMinute === 540 && d.closeMinute === 1140)).toHaveLength(6);

    // 3. The template with one service left out and one price changed.
    await shot(page, 'setup-tablet-3-services');
    await page.locator('[data-test="template-full-face-wax"] [data-test="template-tick"]').tap();
    await typeInto(
      page,
      '[data-test="template-gel-manicure"] [data-test="template-price"]',
      '4000',
    );
    await expect(page.locator('[data-test="template-submit"]')).toHaveText('Add 14 services');
    await page.locator('[data-test="template-submit"]').tap();
    await page.locator('text=Added 14 services in 5 new categories.').waitFor();
    await wizardAt(page, 'technicians');
    const rows = await env.db.select().from(services).where(eq(services.storeId, store.id));
    expect(rows).toHaveLength(14);
    expect(rows.find((r) => r.name === 'Gel Manicure')?.priceCents).toBe(4000);
    expect(rows.some((r) => r.name === 'Full Face Wax')).toBe(false);

    // 4. Two technicians, one after the other; a User ID taken is said beside the field.
    await shot(page, 'setup-tablet-4-technicians');
    await addTechnician(
      page,
      { name: 'Mai Tran', id: '101', password: '1234', commission: '55' },
      1,
    );
    await typeInto(page, '[data-test="technician-name"]', 'Twin');
    await typeInto(page, '[data-test="technician-employee_id"]', '101');
    await typeInto(page, '[data-test="technician-password"]', '1234');
    await page.locator('[data-test="setup-technician-add"]').tap();
    await expect(page.locator('[data-test="error-employee_id"]')).toHaveText(
      'The User ID has already been taken.',
    );
    await addTechnician(
      page,
      { name: 'Lan Pham', id: '102', password: '5678', commission: '60' },
      2,
    );
    await shot(page, 'setup-tablet-4-technicians-added');
    const staff = await env.db
      .select({ name: employees.name, bp: employeePayrollSettings.commissionRateBp })
      .from(employees)
      .innerJoin(employeePayrollSettings, eq(employeePayrollSettings.employeeId, employees.id))
      .where(eq(employees.storeId, store.id));
    expect(staff.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Lan Pham', bp: 6000 },
      { name: 'Mai Tran', bp: 5500 },
    ]);
    await page.locator('[data-test="setup-next"]').tap();
    await wizardAt(page, 'station');

    // 5. The station, then Finish.
    await shot(page, 'setup-tablet-5-station');
    await page.locator('[data-test="setup-station-add"]').tap();
    await page.locator('text=Station Front Desk added.').waitFor();
    expect(
      await env.db
        .select({ name: stations.name })
        .from(stations)
        .where(eq(stations.storeId, store.id)),
    ).toEqual([{ name: 'Front Desk' }]);
    await expect(page.locator('[data-test="setup-next"]')).toHaveText('Finish');
    await page.locator('[data-test="setup-next"]').tap();
    await page.waitForURL('**/dashboard/welcome');
    await page.locator('[data-test="welcome-next"]').waitFor();
    await expect(page.locator('[data-test="welcome-booking"]')).toHaveText(
      new RegExp(`/book/${store.id}$`),
    );
    await expect(page.locator('[data-test="welcome-kiosk"]')).toHaveText(/\/kiosk\/\S+$/);
    await expect(page.locator('[data-test="welcome-left-terminal"]')).toHaveCount(1);
    await expect(page.locator('[data-test="welcome-done-technicians"]')).toHaveCount(1);
    await expect(page.locator('[data-test="welcome-team"]')).toHaveAttribute(
      'href',
      '/dashboard/teams',
    );
    await shot(page, 'setup-tablet-6-welcome');

    // Coming back to Setup resumes at the last step, every step ticked.
    await page.goto('/dashboard/setup');
    await wizardAt(page, 'station');
    await expect(page.locator('[data-test="setup-steps"] [data-done="true"]')).toHaveCount(5);

    await hideDashboardCard(page, 'Tablet Nails', 'tablet');
    await shot(page, 'setup-tablet-7-dashboard-hidden');
    await page.locator('[data-test="footer-privacy"]').tap();
    await page.waitForURL('**/privacy-policy');
    await page.locator('[data-test="legal-document"]').waitFor();
    await context.close();
  });

  test('on a phone: skip, preset hours, back, each step fits the width, Welcome, then the card hidden', async () => {
    const { context, page } = await env.newPage({
      width: 390,
      height: 844,
      touch: true,
      mobile: true,
    });
    await register(page, 'Phone Nails', 'phone-setup@example.com');
    await noSidewaysScroll(page, 390);
    await shot(page, 'setup-phone-1-business');

    // Business is skipped for now: the wizard goes on, and the step stays to do.
    await page.locator('[data-test="setup-next"]').tap();
    await wizardAt(page, 'hours');
    await noSidewaysScroll(page, 390);
    await shot(page, 'setup-phone-2-hours');
    await page.locator('[data-test="setup-hours-preset"]').tap();
    await wizardAt(page, 'services');
    // Back to the hours: the preset is there to change, and saving it goes on again.
    await page.locator('[data-test="setup-back"]').tap();
    await wizardAt(page, 'hours');
    await expect(page.locator('[data-test="day-0-start"]')).toHaveValue('11:00');
    await page.locator('[data-test="setup-hours-save"]').tap();
    await wizardAt(page, 'services');
    await noSidewaysScroll(page, 390);
    await shot(page, 'setup-phone-3-services');
    await page.locator('[data-test="template-submit"]').tap();
    await page.locator('text=Added 15 services in 5 new categories.').waitFor();
    await wizardAt(page, 'technicians');
    await noSidewaysScroll(page, 390);
    await shot(page, 'setup-phone-4-technicians');
    await addTechnician(page, { name: 'Vy Le', id: '7', password: '4321', commission: '50' }, 1);
    await noSidewaysScroll(page, 390);
    await shot(page, 'setup-phone-4-technicians-added');
    await page.locator('[data-test="setup-next"]').tap();
    await wizardAt(page, 'station');
    await typeInto(page, '[data-test="station-name"]', 'Desk 1');
    await page.locator('[data-test="setup-station-add"]').tap();
    await page.locator('text=Station Desk 1 added.').waitFor();
    await noSidewaysScroll(page, 390);
    await shot(page, 'setup-phone-5-station');
    await expect(page.locator('[data-test="setup-step-business"]')).toHaveAttribute(
      'data-done',
      'false',
    );
    await page.locator('[data-test="setup-next"]').tap();
    await page.waitForURL('**/dashboard/welcome');
    await page.locator('[data-test="welcome-next"]').waitFor();
    await expect(page.locator('[data-test="welcome-left-business"]')).toHaveCount(1);
    await noSidewaysScroll(page, 390);
    await shot(page, 'setup-phone-6-welcome');

    // Leaving and coming back: Setup opens at the step still to do.
    await page.goto('/dashboard/setup');
    await wizardAt(page, 'business');

    await hideDashboardCard(page, 'Phone Nails', 'phone');
    await page.goto('/terms-of-service');
    await page.locator('[data-test="legal-document"]').waitFor();
    await noSidewaysScroll(page, 390);
    await context.close();
  });
});
