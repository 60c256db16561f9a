/**
 * The salon's languages: a technician whose employee language is
 * Vietnamese signs in at a station and clocks in, in Vietnamese from the
 * Confirm Account dialog to its errors and the success dialog; a customer
 * checks in on the kiosk in Spanish on a phone. Nothing scrolls sideways. The owner makes the
 * store Canadian: its pages then write dates YYYY-MM-DD, in English and in Vietnamese.
 * LANG_SCREENSHOTS=<dir> saves each screen in each language at 1024×768 and 390×844.
 */
import { expect, test, type Page } from '@playwright/test';
import { and, eq, isNull } from 'drizzle-orm';
import { clockRecords, employees, invoices, stores, users } from '../../database/schema';
import { ensureCheckInSettings } from '../../database/queries/checkIns';
import { invalidateActors } from '../../database/cacheInvalidation';
import { newKioskToken } from '../../server/domain/checkins/kiosk';
import { addDays, formatStoreDateTime, storeToday, weekdayOf } from '../../common/storeTime';
import { employeeByNumber, storeId } from '../support/lookups';
import { storeDay } from '../../common/intlFormats';
import {
  HOOK_TIMEOUT,
  logIn,
  screenshotsTo,
  signIn,
  startBrowserEnv,
  type BrowserEnv,
} from '../support/browser';

let env: BrowserEnv;
let lotus: number;
let token: string;
const shot = screenshotsTo('LANG_SCREENSHOTS');

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
  lotus = await storeId(env.db, 'Lotus Nail Spa');
  const cindy = (await employeeByNumber(env.db, lotus, '1003'))!;
  await env.db.update(employees).set({ locale: 'vi' }).where(eq(employees.id, cindy.id));
  await invalidateActors(env.db, 'all');
  await env.db
    .delete(clockRecords)
    .where(and(eq(clockRecords.employeeId, cindy.id), isNull(clockRecords.clockOut)));
  token = (await ensureCheckInSettings(env.db, lotus, newKioskToken())).kioskToken;
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
}

/** The SweetAlert dialog is open with this title and this text (a string is the whole text, a pattern matches it). */
async function expectDialog(page: Page, shown: { title: string; text: string | RegExp }) {
  const popup = page.locator('.swal2-popup');
  await expect(popup).toBeVisible();
  await expect(popup.locator('.swal2-title')).toHaveText(shown.title);
  await expect(popup.locator('.swal2-html-container')).toHaveText(shown.text);
}

async function closeDialog(page: Page) {
  await page.locator('.swal2-confirm').click();
  await page.locator('.swal2-popup').waitFor({ state: 'hidden' });
}

test.describe('a Vietnamese technician at the station', () => {
  test('signs in with employee login and clocks in, in Vietnamese: the Confirm Account dialog, a wrong password, success', async () => {
    const { page, context } = await env.newPage({
      width: 1024,
      height: 768,
      touch: true,
      keyboard: true,
    });
    // The owner makes this tablet a station, then leaves it at employee login.
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/stations');
    await page.locator('[data-test="station-select"]').first().click();
    await page.locator('[data-test="station-button"]').waitFor();
    await page.locator('[data-test="user-menu"]').click();
    await page.locator('[data-test="logout"]').click();
    await page.waitForURL('**/login');

    await page.goto('/employee/login');
    await expect(page.locator('[data-test="page-title"]')).toHaveText('Employee Login');
    await page.locator('[data-test="language-vi"]').click();
    await page.locator('[data-test="page-title"]', { hasText: 'Đăng nhập nhân viên' }).waitFor();
    await expect(page.locator('label[for]').first()).toHaveText('Mã nhân viên');
    await shot(page, 'vi-employee-login-1024');
    await noSidewaysScroll(page);
    await page.fill('input[name="user_id"]', '1003');
    await page.fill('input[name="password"]', '1234');
    await page.locator('[data-test="employee-login-submit"]').click();
    await page.waitForURL('**/dashboard');

    // Her own language from here on (employees.locale), whatever the device chose.
    await page.locator('h1', { hasText: 'Trang chính' }).waitFor();
    await expect(page.locator('[data-test="clock-in-button"]')).toHaveText('Chấm công vào');
    await expect(page.locator('[data-test="time-clock"] h2')).toHaveText('Chấm công');
    // Dates in her language (Intl): "Thứ Năm, 26 tháng 11, 2026".
    await expect(page.locator('[data-test="today"]')).toHaveText(/, \d+ tháng \d+, \d{4}$/);
    await shot(page, 'vi-dashboard-1024');
    await noSidewaysScroll(page);

    await page.locator('[data-test="clock-in-button"]').tap();
    const modal = page.locator('[data-test="confirm-account-modal"]');
    await modal.locator('text=Bạn đang chấm công vào').waitFor();
    await expect(modal.locator('[data-test="ca-close"]')).toHaveText('Đóng');
    await expect(modal.locator('[data-test="ca-confirm"]')).toHaveText('Xác nhận');
    await expect(modal).toContainText('Mã thẻ quẹt');

    // The letter keyboard has the VI key: Telex composes once it is on.
    await modal.locator('[data-test="ca-card_swipe_id"]').tap();
    const keyboard = page.locator('[data-test="virtual-keyboard"]');
    await keyboard.locator('[data-skbtn="{vi}"]').tap();
    for (const key of ['v', 'i', 'e', 'e', 't', 'j'])
      await keyboard.locator(`[data-skbtn="${key}"]`).first().tap();
    await expect(modal.locator('[data-test="ca-card_swipe_id"]')).toHaveValue('việt');
    await shot(page, 'vi-confirm-account-keyboard-1024', false);
    for (let i = 0; i < 4; i++) await keyboard.locator('[data-skbtn="{bksp}"]').tap();
    await keyboard.locator('[data-skbtn="{esc}"]').tap();
    await keyboard.waitFor({ state: 'detached' });

    // No credentials: the spec's message, in Vietnamese.
    await modal.locator('[data-test="ca-confirm"]').tap();
    await expectDialog(page, {
      title: 'Lỗi!',
      text: 'Vui lòng nhập cả Mã nhân viên và Mật khẩu, hoặc Mã thẻ quẹt.',
    });
    await closeDialog(page);

    await modal.locator('[data-test="ca-user_id"]').fill('1003');
    await modal.locator('[data-test="ca-password"]').fill('9999');
    await modal.locator('[data-test="ca-confirm"]').tap();
    await expectDialog(page, {
      title: 'Lỗi!',
      text: 'Không tìm thấy nhân viên. Vui lòng kiểm tra lại thông tin đăng nhập.',
    });
    await shot(page, 'vi-confirm-account-error-1024', false);
    await closeDialog(page);

    await modal.locator('[data-test="ca-password"]').fill('1234');
    await shot(page, 'vi-confirm-account-1024', false);
    await modal.locator('[data-test="ca-confirm"]').tap();
    await expectDialog(page, {
      title: 'Thành công!',
      text: /^Cindy Le đã chấm công vào lúc \d{2}:\d\d (AM|PM)$/,
    });
    await shot(page, 'vi-clock-in-success-1024', false);
    await closeDialog(page);
    await page.locator('[data-test="clocked-in-1003"]').waitFor();
    await expect(page.locator('[data-test="time-clock"] h3')).toHaveText(/^Đang làm việc \(\d+\)$/);

    // The shell too: the menu and the user menu.
    await page.locator('[data-test="user-menu"]').click();
    await expect(page.locator('[data-test="logout"]')).toContainText('Đăng xuất');
    await page.locator('[data-test="user-menu"]').click();
    await noSidewaysScroll(page);

    // On a phone the same screens fit: nothing clipped sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.locator('h1', { hasText: 'Trang chính' }).waitFor();
    await shot(page, 'vi-dashboard-390');
    await noSidewaysScroll(page);
    await page.locator('[data-test="clock-out-button"]').tap();
    await modal.locator('text=Bạn đang chấm công ra').waitFor();
    await shot(page, 'vi-confirm-account-out-390', false);
    await noSidewaysScroll(page);
    await context.close();
  });
});

test.describe('the kiosk in Spanish on a phone', () => {
  test("a customer checks in in the store's language and may switch it", async () => {
    await env.db.update(stores).set({ locale: 'es' }).where(eq(stores.id, lotus));
    const { page, context } = await env.newPage({
      width: 390,
      height: 844,
      touch: true,
      mobile: true,
    });
    await page.goto(`/kiosk/${token}`);
    await page.locator('label[for="phone"]', { hasText: 'Su número de teléfono' }).waitFor();
    await expect(page.locator('[data-test="kiosk-next"]')).toHaveText('Registrarme');
    await expect(page.locator('[data-test="language-es"]')).toHaveAttribute('aria-pressed', 'true');
    await shot(page, 'es-kiosk-checkin-390');
    await noSidewaysScroll(page);
    for (const d of '5550177001') await page.locator(`[data-test="pad-${d}"]`).tap();
    await page.locator('[data-test="kiosk-next"]').tap();
    await page.locator('[data-test="kiosk-customer"]').waitFor();
    await expect(page.locator('[data-test="page-title"]')).toHaveText(
      '¡Hola! Cuéntenos sobre usted',
    );
    await page.locator('[data-test="kiosk-name"]').fill('Lucía Gómez');
    await shot(page, 'es-kiosk-details-390');
    await noSidewaysScroll(page);
    await page.locator('[data-test="kiosk-submit"]').tap();
    await page.locator('[data-test="kiosk-success"]').waitFor();
    await expect(page.locator('[data-test="page-title"]')).toHaveText(
      '¡Ya está en la lista, Lucía!',
    );
    await shot(page, 'es-kiosk-success-390');
    await noSidewaysScroll(page);

    // Her switch wins over the store's language, and stays for the next screens.
    await page.locator('[data-test="language-vi"]').tap();
    await page
      .locator('[data-test="page-title"]', { hasText: 'Lucía ơi, bạn đã đăng ký xong!' })
      .waitFor();
    await page.locator('[data-test="kiosk-done"]').tap();
    await page.locator('label[for="phone"]', { hasText: 'Số điện thoại của bạn' }).waitFor();
    await shot(page, 'vi-kiosk-checkin-390');
    await noSidewaysScroll(page);
    await context.close();
  });
});

test.describe('online booking in Spanish on a phone', () => {
  test("a customer books in the store's language: every step and her confirmation, nothing scrolls sideways", async () => {
    await env.db.update(stores).set({ locale: 'es' }).where(eq(stores.id, lotus));
    // A Tuesday at least four days ahead: open, and technicians work.
    let date = addDays(storeToday('America/New_York'), 4);
    while (weekdayOf(date) !== 2) date = addDays(date, 1);
    const { page, context } = await env.newPage({
      width: 390,
      height: 844,
      touch: true,
      mobile: true,
    });
    await page.goto(`/book/${lotus}`);
    await expect(page.locator('[data-test="page-title"]')).toHaveText('Reservar una cita');
    await expect(page.locator('#step-title')).toHaveText('Elija sus servicios');
    await expect(page.locator('[data-test="language-es"]')).toHaveAttribute('aria-pressed', 'true');
    await noSidewaysScroll(page);
    await page.locator('[data-test="service-picker"] button').first().tap();
    await shot(page, 'es-booking-services-390');
    await page.locator('[data-test="booking-next"]').tap();
    await page.locator('#step-title', { hasText: '¿Con quién le gustaría?' }).waitFor();
    await page.locator('[data-test="technician-anyone"]').tap();
    await page.locator('#step-title', { hasText: 'Elija un día' }).waitFor();
    await shot(page, 'es-booking-day-390');
    await noSidewaysScroll(page);
    await page.locator(`[data-test="day-${date}"]`).tap();
    await page.locator('[data-test="time-picker"]').waitFor();
    // Spanish times from the instant in the salon's zone, written the store's way (hh:mm A) as in every language.
    await expect(page.locator('[data-test="slot"]').first()).toHaveText(/^\d{2}:\d{2} (AM|PM)$/);
    await shot(page, 'es-booking-time-390');
    await noSidewaysScroll(page);
    await page.locator('[data-test="slot"]').first().tap();
    await page.locator('[data-test="booking-details"]').waitFor();
    await expect(page.locator('label[for="name"]')).toContainText('Su nombre');
    await page.locator('[data-test="booking-name"]').fill('Lucía Reyes');
    await page.locator('[data-test="booking-phone"]').fill('5550309876');
    await shot(page, 'es-booking-details-390');
    await noSidewaysScroll(page);
    await page.locator('[data-test="booking-submit"]').tap();
    await page.locator('[data-test="booking-confirmed"]').waitFor();
    await expect(page.locator('[data-test="booking-status"]')).toHaveText(
      /^(Confirmada|Esperando la confirmación del salón)$/,
    );
    await expect(page.locator('[data-test="booking-ics"]')).toHaveText('Agregar al calendario');
    await shot(page, 'es-booking-confirmed-390');
    await noSidewaysScroll(page);
    await context.close();
  });
});

test.describe("the store's region", () => {
  test('the owner makes the store Canadian on Business info: dates then read YYYY-MM-DD on its pages, in English and in Vietnamese', async () => {
    const NY = 'America/New_York';
    const today = storeToday(NY);
    const [paid] = await env.db
      .select({ id: invoices.id, paidAt: invoices.paidAt })
      .from(invoices)
      .where(and(eq(invoices.storeId, lotus), eq(invoices.status, 'paid')))
      .limit(1);
    const { page, context } = await env.newPage();
    try {
      await signIn(page, 'owner@example.com');
      // A US store, as every store starts: the invoice list's day and a receipt's time are MM-DD-YYYY.
      await page.goto('/dashboard/invoices');
      await expect(page.locator('[data-test="period"]')).toHaveText(storeDay(today, 'en-US'));
      await page.goto(`/dashboard/invoices/${paid.id}`);
      await page.locator('[data-test="receipt"]').waitFor();
      await expect(page.locator('[data-test="receipt"]')).toContainText(
        formatStoreDateTime(paid.paidAt, NY, 'en-US'),
      );

      await page.goto('/dashboard/settings?tab=business');
      const region = page.locator('[data-test="business-region"]');
      await expect(region).toHaveValue('en-US');
      await expect(region.locator('option')).toHaveText(['United States', 'Canada']);
      await region.selectOption('en-CA');
      await page.locator('[data-test="business-save"]').click();
      await expect(page.locator('[data-test="flash"]')).toContainText('Business info saved.');
      await expect(region).toHaveValue('en-CA');

      // The page's own formats (useStoreFormat) and the server's (the receipt) follow at once.
      await page.goto('/dashboard/invoices');
      await expect(page.locator('[data-test="period"]')).toHaveText(today);
      await page.goto(`/dashboard/invoices/${paid.id}`);
      await expect(page.locator('[data-test="receipt"]')).toContainText(
        formatStoreDateTime(paid.paidAt, NY, 'en-CA'),
      );
      // Money stays dollars, written the same way.
      await expect(page.locator('[data-test="receipt-total"]')).toContainText(/\$\d[\d,]*\.\d{2}/);

      // Words follow the reader, formats the store: in Vietnamese the day is still YYYY-MM-DD.
      await env.db.update(users).set({ locale: 'vi' }).where(eq(users.email, 'owner@example.com'));
      await invalidateActors(env.db, 'all');
      await page.goto('/dashboard/invoices');
      await expect(page.locator('[data-test="period"]')).toHaveText(today);
      await page.goto('/dashboard/settings?tab=business');
      await expect(page.locator('label[for="region"]')).toHaveText('Khu vực');
      await expect(region.locator('option')).toHaveText(['Hoa Kỳ', 'Canada']);
    } finally {
      await context.close();
      await env.db.update(users).set({ locale: 'en' }).where(eq(users.email, 'owner@example.com'));
      await env.db.update(stores).set({ region: 'en-US' }).where(eq(stores.id, lotus));
      await invalidateActors(env.db, 'all');
    }
  });
});

test.describe('each translated screen in each language', () => {
  // Only with LANG_SCREENSHOTS (the screens a person looks at); the flows above run in every CI run.
  test('fits the tablet and the phone: nothing scrolls sideways', async () => {
    test.skip(!process.env.LANG_SCREENSHOTS, 'only with LANG_SCREENSHOTS=<dir>');
    test.setTimeout(180_000);
    const bao = (await employeeByNumber(env.db, lotus, '1002'))!;
    for (const locale of ['en', 'vi', 'es'] as const) {
      await env.db.update(users).set({ locale }).where(eq(users.email, 'owner@example.com'));
      await invalidateActors(env.db, 'all');
      await env.db.update(stores).set({ locale }).where(eq(stores.id, lotus));
      for (const [width, height] of [
        [1024, 768],
        [390, 844],
      ]) {
        const { page, context } = await env.newPage({
          width,
          height,
          touch: true,
          mobile: width < 500,
        });
        const size = `${locale}-${width}`;
        await page.goto('/login');
        await page.locator(`[data-test="language-${locale}"]`).click();
        await page.locator(`[data-test="language-${locale}"][aria-pressed="true"]`).waitFor();
        await shot(page, `login-${size}`);
        await noSidewaysScroll(page);
        await page.goto(`/book/${lotus}/menu`);
        await page.locator('[data-test="booking-menu"]').waitFor();
        await shot(page, `menu-${size}`);
        await noSidewaysScroll(page);
        await page.goto(`/kiosk/${token}`);
        await page.locator('[data-test="kiosk-checkin"]').waitFor();
        await shot(page, `kiosk-${size}`);
        await noSidewaysScroll(page);
        await logIn(page, 'owner@example.com');
        await page.waitForURL('**/dashboard');
        await page.locator('[data-test="dashboard-headline"]').waitFor();
        await shot(page, `owner-dashboard-${size}`);
        await noSidewaysScroll(page);
        await page.goto('/dashboard/profiles');
        await page.locator('[data-test="profile-language"]').waitFor();
        await page.locator('[data-test="profile-language"]').scrollIntoViewIfNeeded();
        await shot(page, `profile-language-${size}`, false);
        await noSidewaysScroll(page);
        await page.goto(`/dashboard/employees/${bao.id}/edit`);
        await page.locator('[data-test="employee-language"]').scrollIntoViewIfNeeded();
        await shot(page, `employee-language-${size}`, false);
        await noSidewaysScroll(page);
        await page.goto('/dashboard/settings?tab=business');
        await page.locator('[data-test="settings-customer-language"]').scrollIntoViewIfNeeded();
        await shot(page, `settings-language-${size}`, false);
        await noSidewaysScroll(page);
        await context.close();
      }
    }
  });
});
