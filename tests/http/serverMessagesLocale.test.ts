import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { users } from '../../database/schema';

/**
 * What the server says on a page: the flash and the field errors
 * are said in the reader's language, English stays exactly what it was, and
 * the read API keeps its English whoever holds the token.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.resetThrottles());

/** The owner of Lotus, signed in, her language set as the profile sets it (saved for the account and its session). */
async function owner(locale: 'en' | 'vi' | 'es'): Promise<Client> {
  const c = await signedIn(t.app, 'owner@example.com');
  expect((await c.post('/locale', { locale })).status).toBe(303);
  const [row] = await t.db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.email, 'owner@example.com'));
  expect(row.locale).toBe(locale);
  return c;
}

async function nextPage(c: Client, url = '/dashboard/categories') {
  const { props, flash } = (await c.visit(url)).body;
  return { errors: props.errors, flash };
}

const BAD_CATEGORY = { name: ' ', color: 'pink', sort_order: '-3' };

describe('a Vietnamese-speaking account', () => {
  test('saves something and reads the flash in Vietnamese', async () => {
    const c = await owner('vi');
    expect(
      (
        await c.post('/dashboard/categories', {
          name: 'Sơn gel',
          color: '#DB2777',
          sort_order: '70',
        })
      ).status,
    ).toBe(302);
    expect((await nextPage(c)).flash).toEqual({ success: 'Đã tạo danh mục.' });
  });

  test('submits a bad form and reads every field error in Vietnamese, the field named in Vietnamese too', async () => {
    const c = await owner('vi');
    await c.post('/dashboard/categories', BAD_CATEGORY);
    expect((await nextPage(c, '/dashboard/categories/create')).errors).toEqual({
      name: 'Vui lòng nhập tên.',
      color: 'Trường màu phải là mã màu, ví dụ #2563eb.',
      sort_order: 'Thứ tự sắp xếp phải là số nguyên từ 0 đến 9999.',
    });
  });

  test('a call the page makes with fetch gets its 422 in Vietnamese', async () => {
    const c = await owner('vi');
    const res = await c.json('/dashboard/categories', BAD_CATEGORY);
    expect(res.status).toBe(422);
    expect(res.body.errors.name).toBe('Vui lòng nhập tên.');
    expect(res.body.message).toBe('Vui lòng nhập tên.');
  });

  test('an error page says its message in Vietnamese', async () => {
    const c = await owner('vi');
    const res = await c.visit('/dashboard/no-such-page');
    expect(res.status).toBe(404);
    expect(res.body.props.message).toBe('Không tìm thấy trang bạn cần.');
  });

  test('a flash set just before a language switch reads in the new language', async () => {
    const c = await owner('en');
    await c.post('/dashboard/categories', {
      name: 'Switch Art',
      color: '#DB2777',
      sort_order: '71',
    });
    await c.post('/locale', { locale: 'es' });
    expect((await nextPage(c)).flash).toEqual({ success: 'Categoría creada.' });
  });

  test('a Spanish-speaking account reads a message with values in Spanish, the values kept', async () => {
    const c = await owner('es');
    const created = await c.post('/dashboard/customers', {
      name: 'Mai Tran',
      phone: '(212) 555-0188',
    });
    expect(created.status).toBe(302);
    await c.post('/dashboard/customers', { name: 'Mai Copy', phone: '212-555-0188' });
    const { errors } = await nextPage(c, '/dashboard/customers/create');
    expect(errors.phone).toBe('(212) 555-0188 ya pertenece a Mai Tran. Busque a ese cliente.');
  });
});

describe('English', () => {
  test('reads exactly what it read before', async () => {
    const c = await owner('en');
    await c.post('/dashboard/categories', {
      name: 'Plain Art',
      color: '#DB2777',
      sort_order: '72',
    });
    expect((await nextPage(c)).flash).toEqual({ success: 'Category created.' });
    await c.post('/dashboard/categories', BAD_CATEGORY);
    expect((await nextPage(c, '/dashboard/categories/create')).errors).toEqual({
      name: 'The name field is required.',
      color: 'The color must be a color like #2563eb.',
      sort_order: 'The sort order must be a whole number from 0 to 9999.',
    });
    expect((await c.json('/dashboard/categories', BAD_CATEGORY)).body.errors.name).toBe(
      'The name field is required.',
    );
    expect((await c.visit('/dashboard/no-such-page')).body.props.message).toBe(
      'The page you are looking for could not be found.',
    );
  });
});

describe('the read API', () => {
  test('stays in English, whatever the token holder speaks or the client asks for', async () => {
    const c = await owner('vi');
    expect(
      (
        await c.post('/dashboard/api-tokens', {
          name: 'CRM',
          abilities: ['customers:read', 'customers:write'],
          expires: 'none',
        })
      ).status,
    ).toBe(302);
    const page = (await c.visit('/dashboard/api-tokens')).body;
    // The message in the reader's language; the token itself as it was made.
    expect(page.flash).toEqual({
      success: 'Đã tạo API token. Hãy sao chép ngay: token sẽ không hiện lại.',
      api_token: { id: expect.any(Number), name: 'CRM', token: expect.stringMatching(/^cs_/) },
    });
    const token = page.flash.api_token.token as string;
    const res = await request(t.server)
      .post('/api/v1/customers')
      .set({ Authorization: `Bearer ${token}`, Accept: 'application/json', Cookie: 'locale=vi' })
      .send({ name: '', phone: '12', birthday: '02-30' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      name: 'The name field is required.',
      phone: 'The phone must be a 10-digit phone number.',
      birthday: 'That day is not in that month.',
    });
  });
});
