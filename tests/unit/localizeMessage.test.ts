import { describe, expect, test } from 'vitest';
import { MESSAGES, throttleMessage } from '../../common/messages';
import {
  CATALOGUES,
  localizeMessage,
  localizeMessages,
  JSON_GROUPS,
} from '../../server/services/i18n';
import { required, tooLong } from '../../server/http/validators/fields';

/**
 * What the server says in English (flash, field errors, domain refusals) said
 * in the reader's language: matched back to its catalogue key,
 * exactly or by a pattern of its text, and formatted with the values found.
 */
describe('localizeMessage', () => {
  test('an exact text of the errors, flash and validation groups', () => {
    expect(localizeMessage(MESSAGES.employeeNotFound, 'vi')).toBe(
      CATALOGUES.vi['errors.employeeNotFound'],
    );
    expect(localizeMessage('Category created.', 'vi')).toBe('Đã tạo danh mục.');
    expect(localizeMessage('Category created.', 'es')).toBe('Categoría creada.');
    expect(localizeMessage('That day is not in that month.', 'es')).toBe(
      'Ese día no existe en ese mes.',
    );
  });

  test('a text with placeholders: the values are kept, the rest is said in the language', () => {
    expect(localizeMessage('Invitation sent to anna@example.com.', 'vi')).toBe(
      'Đã gửi lời mời đến anna@example.com.',
    );
    expect(localizeMessage('Receipt sent to a.b@example.com.', 'es')).toBe(
      'Recibo enviado a a.b@example.com.',
    );
    expect(localizeMessage('Signed in as Mai Tran (Lotus Nail Spa) for support.', 'es')).toBe(
      'Sesión iniciada como Mai Tran (Lotus Nail Spa) para soporte.',
    );
    expect(
      localizeMessage('Drawer closed. Counted $100.00, expected $95.00: over by $5.00.', 'vi'),
    ).toBe('Đã đóng két. Đếm được $100.00, dự kiến $95.00: dư $5.00.');
    // A value that holds what looks like the message's own text still lands in its placeholder.
    expect(localizeMessage('Station Front Desk added. added.', 'es')).toBe(
      'Estación Front Desk added. agregada.',
    );
  });

  test('the most specific pattern wins: "Station {name} added." before "{name} added."', () => {
    expect(localizeMessage('Station Front Desk added.', 'vi')).toBe('Đã thêm quầy Front Desk.');
    expect(localizeMessage('Front Desk added.', 'vi')).toBe('Đã thêm Front Desk.');
  });

  test('a field named inside a sentence is said in the language too', () => {
    expect(localizeMessage(required('name'), 'vi')).toBe('Vui lòng nhập tên.');
    expect(localizeMessage(tooLong('phone', 20), 'es')).toBe(
      'El campo teléfono no puede tener más de 20 caracteres.',
    );
    // A field the catalogue does not name keeps its English word rather than failing.
    expect(localizeMessage(required('widget'), 'es')).toBe('El campo widget es obligatorio.');
  });

  test("plural-free numbers feed the other languages' plurals", () => {
    expect(localizeMessage(throttleMessage(1), 'es')).toBe(
      'Demasiados intentos de inicio de sesión. Vuelva a intentarlo en 1 segundo.',
    );
    expect(localizeMessage('3 customers imported.', 'es')).toBe('3 clientes importados.');
    expect(localizeMessage('1 customer imported.', 'es')).toBe('1 cliente importado.');
  });

  test('unknown text passes through; English in is the same English out', () => {
    expect(localizeMessage('Something the catalogue never heard of.', 'vi')).toBe(
      'Something the catalogue never heard of.',
    );
    expect(localizeMessage('', 'vi')).toBe('');
    for (const text of [
      'Category created.',
      'Invitation sent to anna@example.com.',
      required('name'),
      MESSAGES.employeeNotFound,
    ])
      expect(localizeMessage(text, 'en')).toBe(text);
  });

  test("a JSON answer keeps the spec's errors texts in English (the browser says them) and says the rest", () => {
    expect(localizeMessage(MESSAGES.employeeNotFound, 'vi', JSON_GROUPS)).toBe(
      MESSAGES.employeeNotFound,
    );
    expect(localizeMessage(throttleMessage(4), 'vi', JSON_GROUPS)).toBe(throttleMessage(4));
    expect(localizeMessage('No gift card has this code.', 'vi', JSON_GROUPS)).toBe(
      'Không có thẻ quà tặng nào có mã này.',
    );
  });

  test('a flash or an errors bag, named bags included', () => {
    expect(localizeMessages({ success: 'Customer saved.' }, 'es')).toEqual({
      success: 'Cliente guardado.',
    });
    expect(
      localizeMessages(
        {
          name: required('name'),
          createCustomer: { phone: 'Another customer already has this phone number.' },
        },
        'vi',
      ),
    ).toEqual({
      name: 'Vui lòng nhập tên.',
      createCustomer: { phone: 'Đã có khách khác dùng số điện thoại này.' },
    });
    const bag = { success: 'Customer saved.' };
    expect(localizeMessages(bag, 'en')).toBe(bag);
  });

  test('cheap enough for every page with a flash or errors', () => {
    const texts = [
      'Category created.',
      'Invitation sent to anna@example.com.',
      required('name'),
      'Something the catalogue never heard of.',
    ];
    for (const t of texts) localizeMessage(t, 'vi');
    const rounds = 5000;
    const start = performance.now();
    for (let i = 0; i < rounds; i++) for (const t of texts) localizeMessage(t, 'vi');
    const perCall = ((performance.now() - start) * 1000) / (rounds * texts.length);
    // Measured at a few microseconds; the bound only catches a walk over every key (hundreds of regexes a call).
    expect(perCall).toBeLessThan(100);
  });
});
