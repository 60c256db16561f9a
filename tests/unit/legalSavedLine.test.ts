import { describe, expect, test } from 'vitest';
import { savedLine } from '../../resources/js/Pages/Admin/Legal/Partials/savedLine';
import { LEGAL_TITLE_KEYS } from '../../common/legal';
import { translator } from '../../server/services/i18n';

describe('the legal edit page says when and by whom a document was saved, from the values sent', () => {
  const updated = { at: '2026-11-26T09:41:00.000Z', by: 'Ada Admin' };

  test('in English as before: the UTC instant in MM-DD-YYYY hh:mm A, then who', () => {
    expect(savedLine(updated, translator('en'))).toBe('Saved 11-26-2026 09:41 AM UTC by Ada Admin');
    // An account since removed: no "by".
    expect(savedLine({ ...updated, by: null }, translator('en'))).toBe(
      'Saved 11-26-2026 09:41 AM UTC',
    );
  });

  test('in Vietnamese and Spanish, the numbers as the store’s region writes them', () => {
    expect(savedLine(updated, translator('vi'))).toBe(
      'Đã lưu 11-26-2026 09:41 AM UTC bởi Ada Admin',
    );
    expect(savedLine(updated, translator('es'))).toBe(
      'Guardado el 11-26-2026 09:41 AM UTC por Ada Admin',
    );
  });

  test('the documents’ names come from the catalogue by kind', () => {
    expect(translator('en')(LEGAL_TITLE_KEYS.privacy)).toBe('Privacy policy');
    expect(translator('en')(LEGAL_TITLE_KEYS.terms)).toBe('Terms of service');
    expect(translator('es')(LEGAL_TITLE_KEYS.privacy)).toBe('Política de privacidad');
  });
});
