/**
 * Support images on the tablet (1024×768, touch) and a phone: the owner
 * opens a ticket with an image, the thread shows its thumbnail, which opens
 * the image full size. SUPPORTS_SCREENSHOTS=<dir> saves the screens there.
 */
import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { seedBilling } from '../../database/seeders/billing';
import { seedSupports } from '../../database/seeders/supports';
import {
  HOOK_TIMEOUT,
  logIn,
  screenshotsTo,
  startBrowserEnv,
  type BrowserEnv,
} from '../support/browser';

let env: BrowserEnv;

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
  await seedBilling(env.db);
  await seedSupports(env.db);
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

const shot = screenshotsTo('SUPPORTS_SCREENSHOTS');

/** A real PNG (a colour gradient), so the thumbnail has something to show. */
function gradientPng(size = 96): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: size }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: size }, (_, x) => [x * 2, y * 2, 160]).flat()]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('Support images', () => {
  test('on the tablet the owner opens a ticket with an image and sees its thumbnail in the thread', async () => {
    const { context, page } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/supports/create');
    await page.locator('[data-test="ticket-subject"]').fill('Drawer does not open');
    await page
      .locator('[data-test="ticket-body"]')
      .fill('The cash drawer stays shut after a cash sale. Photo of the cable attached.');
    await page
      .locator('[data-test="attachment-input"]')
      .setInputFiles({ name: 'cable.png', mimeType: 'image/png', buffer: gradientPng() });
    await expect(page.locator('[data-test="attachment-preview"]')).toHaveCount(1);
    await page
      .locator('[data-test="attachment-input"]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect(page.locator('[data-test="error-attachments"]')).toHaveText(
      'notes.txt is not a PNG, JPEG or WebP image.',
    );
    await shot(page, 'support-create-image-tablet');
    await page.locator('[data-test="ticket-send"]').click();
    await page.waitForURL(/\/dashboard\/supports\/\d+$/);
    await expect
      .poll(() =>
        page
          .locator('[data-test="attachment-link"] img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBe(96);
    await shot(page, 'support-thread-image-tablet');
    const href = await page.locator('[data-test="attachment-link"]').getAttribute('href');
    const full = await page.request.get(href!);
    expect(full.status()).toBe(200);
    expect(full.headers()['content-type']).toBe('image/png');
    await context.close();
  });

  test('on a phone the thread with an image does not scroll sideways', async () => {
    const { context, page } = await env.newPage({
      width: 390,
      height: 844,
      touch: true,
      mobile: true,
    });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/supports');
    await page.locator('[data-test="ticket-link"]').first().click();
    await page
      .locator('[data-test="attachment-input"]')
      .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: gradientPng() });
    await expect(page.locator('[data-test="attachment-preview"]')).toHaveCount(1);
    await page.locator('[data-test="reply-body"]').fill('One more photo.');
    await page.locator('[data-test="reply-send"]').click();
    await expect
      .poll(() => page.locator('[data-test="attachment-link"]').count())
      .toBeGreaterThanOrEqual(1);
    await expect(page.locator('[data-test="attachment-preview"]')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, 'support-thread-image-phone');
    await context.close();
  });
});
