import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { storeId } from '../support/lookups';
import { customerConsentEvents, customers } from '../../database/schema';

/** customers.import*: upload → preview with a message per row → import all rows in one transaction or none, once. */
let t: TestApp;
let owner: Client;
let lotus: number;

beforeAll(async () => {
  t = await createTestApp();
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  owner = await signedIn(t.app, 'owner@example.com');
});
afterAll(() => t.close());

const countLotus = async () =>
  (await t.db.select({ n: count() }).from(customers).where(eq(customers.storeId, lotus)))[0].n;
const preview = async () => (await owner.visit('/dashboard/customers/import')).body.props.preview;

async function upload(csv: string, fileName = 'clients.csv') {
  const res = await owner.post('/dashboard/customers/import', { file_name: fileName, csv });
  expect(res.status).toBe(302);
  expect(res.headers.location).toBe('/dashboard/customers/import');
  return preview();
}

describe('customers.import', () => {
  test('the import page names the columns and has no preview until a file is read', async () => {
    const res = await owner.visit('/dashboard/customers/import');
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Customers/Import');
    expect(res.body.props).toMatchObject({
      columns: ['name', 'phone', 'email', 'birthday', 'notes', 'tags', 'sms_consent'],
      max_rows: 1000,
      preview: null,
    });
  });

  test('the preview lists every row with its own problems, and Import refuses while any row is wrong', async () => {
    await t.db
      .insert(customers)
      .values({ storeId: lotus, name: 'Already Here', phone: '3475550100' });
    const csv = [
      'Name,Phone,Email,Birthday,Notes,Tags,SMS consent,Shoe size',
      'Good One,(347) 555-0101,good@example.com,02-29,"Likes ""almond"", short",VIP;Gel,yes,7',
      'Bad Phone,555-0102,,,,,no,',
      'Twice,347.555.0103,,,,,,',
      'Twice Again,3475550103,,,,,,',
      'In Store,347-555-0100,,,,,,',
      `${'L'.repeat(101)},3475550104,not-an-email,13-01,,,maybe,`,
      'Feb Thirty,3475550105,,02-30,,' +
        Array.from({ length: 11 }, (_, i) => `t${i}`).join(';') +
        ',,',
      ',3475550106,,,,,,',
    ].join('\r\n');
    const before = await countLotus();
    const p = await upload(csv);
    expect(p).toMatchObject({
      file_name: 'clients.csv',
      total: 8,
      with_errors: 6,
      ignored: ['shoe_size'],
    });
    const byLine = Object.fromEntries(
      p.rows.map((r: { line: number; errors: object }) => [r.line, r.errors]),
    );
    expect(byLine).toEqual({
      2: {},
      3: { phone: 'The phone must be a 10-digit phone number.' },
      4: {},
      5: { phone: '(347) 555-0103 is also on line 4 of the file.' },
      6: { phone: '(347) 555-0100 already belongs to Already Here.' },
      7: {
        name: 'The name may not be longer than 100 characters.',
        email: 'The email must be a valid email address.',
        birthday: 'The birthday must be a real day as MM-DD (for example 03-14).',
        sms_consent: 'The SMS consent must be yes or no.',
      },
      8: {
        birthday: 'The birthday must be a real day as MM-DD (for example 03-14).',
        tags: 'A customer may have at most 10 tags.',
      },
      9: { name: 'The name is required.' },
    });
    expect(p.rows[0]).toMatchObject({
      name: 'Good One',
      notes: 'Likes "almond", short',
      tags: 'VIP;Gel',
      sms_consent: 'yes',
    });
    const confirm = await owner.post('/dashboard/customers/import/confirm', { token: p.token });
    expect(confirm.headers.location).toBe('/dashboard/customers/import');
    expect((await owner.visit('/dashboard/customers/import')).body.flash.error).toMatch(
      /^Fix the rows with errors/,
    );
    expect(await countLotus()).toBe(before);
  });

  test('a file that cannot be read gets one message next to the file', async () => {
    for (const [csv, message] of [
      ['', 'Choose a CSV file.'],
      [
        'email,notes\nx@example.com,hi',
        'The first line must name the columns; name and phone are missing. Columns: name, phone, email, birthday, notes, tags, sms_consent.',
      ],
      ['name,phone\n', 'The file has a header but no customers.'],
      [
        'name,phone\n"Open quote,3475550107',
        'The file has a quote that is never closed (the record starting on line 2).',
      ],
      [
        `name,phone\n${'a,1\n'.repeat(1001)}`,
        'The file has 1001 customers; at most 1000 at once. Split it into smaller files.',
      ],
      [
        'x'.repeat(500_001),
        'The file is too large: at most 500 KB at once. Split it into smaller files.',
      ],
    ]) {
      await owner.post('/dashboard/customers/import', { csv });
      expect(
        (await owner.visit('/dashboard/customers/import')).body.props.errors,
        csv.slice(0, 30),
      ).toEqual({ csv: message });
    }
  });

  test('a clean file imports every row in one go, consent only where the file says yes (source import, with its event); a second Import adds nothing', async () => {
    const csv = [
      'name,phone,email,birthday,notes,tags,sms_consent',
      'Imported Yes,6315550201,yes@example.com,12-25,,VIP; vip ;Pedicure,Yes',
      'Imported No,6315550202,,,"\'=not a formula",,no',
      'Imported Blank,6315550203,,,,,',
    ].join('\n');
    const before = await countLotus();
    const p = await upload(csv, 'export.csv');
    expect(p).toMatchObject({ total: 3, with_errors: 0 });
    const res = await owner.post('/dashboard/customers/import/confirm', { token: p.token });
    expect(res.headers.location).toBe('/dashboard/customers');
    expect((await owner.visit('/dashboard/customers')).body.flash.success).toBe(
      '3 customers imported.',
    );
    expect(await countLotus()).toBe(before + 3);
    const rows = await t.db
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.storeId, lotus),
          inArray(customers.phone, ['6315550201', '6315550202', '6315550203']),
        ),
      );
    const yes = rows.find((r) => r.phone === '6315550201')!;
    expect(yes).toMatchObject({
      name: 'Imported Yes',
      email: 'yes@example.com',
      birthdayMonth: 12,
      birthdayDay: 25,
      tags: ['VIP', 'Pedicure'],
      smsConsentSource: 'import',
    });
    expect(yes.smsConsentText).toContain('"export.csv"');
    expect(rows.find((r) => r.phone === '6315550202')).toMatchObject({
      notes: '=not a formula',
      smsConsentAt: null,
    });
    expect(rows.find((r) => r.phone === '6315550203')!.smsConsentAt).toBeNull();
    const events = await t.db
      .select()
      .from(customerConsentEvents)
      .where(
        inArray(
          customerConsentEvents.customerId,
          rows.map((r) => r.id),
        ),
      );
    expect(events).toMatchObject([
      { customerId: yes.id, granted: true, source: 'import', byName: 'Linh Owner' },
    ]);

    // The same confirm again (a double tap, a resent request): nothing more.
    const again = await owner.post('/dashboard/customers/import/confirm', { token: p.token });
    expect(again.headers.location).toBe('/dashboard/customers/import');
    expect((await owner.visit('/dashboard/customers/import')).body.flash.error).toMatch(
      /already imported/,
    );
    expect(await countLotus()).toBe(before + 3);
    // And the same file uploaded again shows every phone as taken.
    expect((await upload(csv)).with_errors).toBe(3);
  });

  test('a phone added after the preview refuses the whole file: nothing is half imported', async () => {
    const p = await upload(
      'name,phone\nRace One,6315550301\nRace Two,6315550302\nRace Three,6315550303',
    );
    expect(p.with_errors).toBe(0);
    await t.db
      .insert(customers)
      .values({ storeId: lotus, name: 'Kiosk Meanwhile', phone: '6315550302' });
    const before = await countLotus();
    await owner.post('/dashboard/customers/import/confirm', { token: p.token });
    expect((await owner.visit('/dashboard/customers/import')).body.flash.error).toBe(
      'Some of these phones were added to the store since the preview; nothing was imported. Upload the file again to see which.',
    );
    expect(await countLotus()).toBe(before);
    expect(await t.db.select().from(customers).where(eq(customers.phone, '6315550301'))).toEqual(
      [],
    );
  });

  test('a wrong token imports nothing, and Start over forgets the preview', async () => {
    const p = await upload('name,phone\nToken Test,6315550401');
    const before = await countLotus();
    await owner.post('/dashboard/customers/import/confirm', { token: 'not-the-token' });
    expect(await countLotus()).toBe(before);
    const res = await owner.send('delete', '/dashboard/customers/import');
    expect(res.status).toBe(303);
    expect(await preview()).toBeNull();
    await owner.post('/dashboard/customers/import/confirm', { token: p.token });
    expect(await countLotus()).toBe(before);
  });

  test('another store’s owner never sees this store’s preview', async () => {
    await upload('name,phone\nPrivate,6315550501');
    const roseOwner = await signedIn(t.app, 'owner2@example.com');
    expect((await roseOwner.visit('/dashboard/customers/import')).body.props.preview).toBeNull();
  });
});
