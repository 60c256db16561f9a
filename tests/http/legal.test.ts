import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { Client, createTestApp, signedIn, type TestApp } from '../support/app';
import { legalDocuments, users } from '../../database/schema';
import { DEFAULT_LEGAL_TEXT, legalParagraphs } from '../../common/legal';

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, 'admin@example.com');
});
afterAll(() => t.close());

const saved = async (kind: 'privacy' | 'terms') =>
  (await t.db.select().from(legalDocuments).where(eq(legalDocuments.kind, kind)))[0];

describe('the privacy policy and terms of service pages', () => {
  test('are public and show the default text as paragraphs until one is saved', async () => {
    const guest = new Client(t.app);
    const privacy = await guest.visit('/privacy-policy');
    expect(privacy.status).toBe(200);
    expect(privacy.body.component).toBe('PrivacyPolicy');
    expect(privacy.body.props).toMatchObject({
      kind: 'privacy',
      paragraphs: legalParagraphs(DEFAULT_LEGAL_TEXT.privacy),
      updated_on: null,
    });
    // The page says the document's name from its kind, in the reader's language: no English title goes.
    expect(privacy.body.props).not.toHaveProperty('title');
    expect(privacy.body.props.paragraphs.length).toBeGreaterThan(3);
    const terms = await guest.visit('/terms-of-service');
    expect(terms.body.component).toBe('TermsOfService');
    expect(terms.body.props.kind).toBe('terms');
    // Signed in, the same pages open too.
    expect(
      (await (await signedIn(t.app, 'owner@example.com')).visit('/terms-of-service')).body
        .component,
    ).toBe('TermsOfService');
  });

  test('the first visit’s <title> is the document’s name in the reader’s language', async () => {
    const guest = new Client(t.app);
    expect((await guest.get('/privacy-policy')).text).toContain(
      '<title data-inertia>Privacy policy - ',
    );
    await guest.post('/locale', { locale: 'es' });
    expect((await guest.get('/privacy-policy')).text).toContain(
      '<title data-inertia>Política de privacidad - ',
    );
    await guest.post('/locale', { locale: 'vi' });
    expect((await guest.get('/terms-of-service')).text).toContain(
      '<title data-inertia>Điều khoản dịch vụ - ',
    );
  });

  test("splits paragraphs on blank lines and joins a paragraph's lines", () => {
    expect(legalParagraphs('One\r\nline two\n\n\n  \nTwo\n \t\nThree  ')).toEqual([
      'One line two',
      'Two',
      'Three',
    ]);
  });
});

describe('editing them (super admin)', () => {
  test('is 403 for an owner and a manager, a guest is sent to log in, and nothing is saved', async () => {
    for (const email of ['owner@example.com', 'manager@example.com']) {
      const c = await signedIn(t.app, email);
      expect((await c.visit('/dashboard/legal')).status, email).toBe(403);
      expect(
        (await c.send('put', '/dashboard/legal', { kind: 'terms', body: 'Mine now.' })).status,
        email,
      ).toBe(403);
    }
    expect((await new Client(t.app).visit('/dashboard/legal')).status).toBe(302);
    expect(await saved('terms')).toBeUndefined();
  });

  test('the edit page shows both texts, the default ones marked', async () => {
    const res = await admin.visit('/dashboard/legal');
    expect(res.body.component).toBe('Admin/Legal/Edit');
    expect(
      res.body.props.documents.map((d: { kind: string; is_default: boolean; url: string }) => [
        d.kind,
        d.is_default,
        d.url,
      ]),
    ).toEqual([
      ['privacy', true, '/privacy-policy'],
      ['terms', true, '/terms-of-service'],
    ]);
    // Named by kind on the page, never in English from the server; never saved: no when or who.
    expect(res.body.props.documents[0]).not.toHaveProperty('title');
    expect(res.body.props.documents[0].updated).toBeNull();
    expect(res.body.props.documents[1].body).toBe(DEFAULT_LEGAL_TEXT.terms);
  });

  test('bad input is reported beside its field and nothing is saved', async () => {
    await admin.send('put', '/dashboard/legal', { kind: 'cookies', body: '   ' });
    expect((await admin.visit('/dashboard/legal')).body.props.errors).toEqual({
      kind: 'Choose the privacy policy or the terms of service.',
      body: 'The text field is required.',
    });
    await admin.send('put', '/dashboard/legal', { kind: 'privacy', body: 'x'.repeat(50_001) });
    expect((await admin.visit('/dashboard/legal')).body.props.errors.body).toBe(
      'The text may not be longer than 50000 characters.',
    );
    await admin.send('put', '/dashboard/legal', { kind: 'privacy', body: 'Bell\u0007' });
    expect((await admin.visit('/dashboard/legal')).body.props.errors.body).toMatch(/text/);
    expect(await saved('privacy')).toBeUndefined();
  });

  test('saves a text (who and when), shows it as escaped paragraphs, and a second save replaces it', async () => {
    const body =
      'Our policy <script>alert("x")</script>\n\n<img src=x onerror=alert(1)> second & last';
    const res = await admin.send('put', '/dashboard/legal', { kind: 'privacy', body });
    expect(res.status).toBe(303);
    expect((await admin.visit('/dashboard/legal')).body.flash.success).toBe(
      'Privacy policy saved.',
    );
    const [who] = await t.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    expect(await saved('privacy')).toMatchObject({ body, updatedBy: who.id });
    const guest = new Client(t.app);
    const page = await guest.visit('/privacy-policy');
    expect(page.body.props.paragraphs).toEqual([
      'Our policy <script>alert("x")</script>',
      '<img src=x onerror=alert(1)> second & last',
    ]);
    // The UTC day as a value: the page writes it in the reader's language.
    expect(page.body.props.updated_on).toBe(
      (await saved('privacy')).updatedAt.toISOString().slice(0, 10),
    );
    // The first visit's HTML carries the text only inside the escaped page object.
    const html = (await guest.get('/privacy-policy')).text;
    expect(html).not.toContain('<script>alert("x")</script>');
    expect(html).not.toContain('<img src=x');
    await admin.send('put', '/dashboard/legal', { kind: 'privacy', body: 'Shorter now.' });
    expect((await t.db.select().from(legalDocuments)).map((d) => [d.kind, d.body])).toEqual([
      ['privacy', 'Shorter now.'],
    ]);
    expect((await admin.visit('/dashboard/legal')).body.props.documents[0]).toMatchObject({
      is_default: false,
      body: 'Shorter now.',
      updated: { at: (await saved('privacy')).updatedAt.toISOString(), by: who.name },
    });
  });
});
