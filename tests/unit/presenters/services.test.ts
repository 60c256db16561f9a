import { describe, expect, test } from 'vitest';
import { serviceForm, serviceListItem, taxChoice } from '../../../server/http/presenters/services';

describe('service presenters', () => {
  test('a list row keeps the price in cents, shows the turn weight as typed and the category by name and colour', () => {
    expect(
      serviceListItem({
        id: 7,
        name: 'Gel Manicure',
        kind: 'service',
        priceCents: 3500,
        durationMinutes: 45,
        turnWeightHalves: 3,
        isActive: true,
        categoryName: 'Nails',
        categoryColor: '#ff8800',
        taxNames: ['NY Sales'],
      }),
    ).toEqual({
      id: 7,
      name: 'Gel Manicure',
      kind: 'service',
      price: 3500,
      duration: 45,
      turn_weight: '1.5',
      is_active: true,
      category: { name: 'Nails', color: '#ff8800' },
      taxes: ['NY Sales'],
    });
  });

  test('a service without a category has category null, not a nameless one', () => {
    const row = serviceListItem({
      id: 8,
      name: 'Cuticle Oil',
      kind: 'retail',
      priceCents: 1200,
      durationMinutes: 0,
      turnWeightHalves: 0,
      isActive: false,
      categoryName: null,
      categoryColor: null,
      taxNames: [],
    });
    expect(row.category).toBeNull();
    expect(row.turn_weight).toBe('0');
  });

  test('the edit form shows a commission override as the percent typed, and none as an empty field', () => {
    const base = {
      id: 7,
      name: 'Pedicure',
      categoryId: 2,
      kind: 'service' as const,
      priceCents: 4000,
      durationMinutes: 60,
      turnWeightHalves: 2,
      isActive: true,
      sortOrder: 3,
      taxIds: [4, 5],
    };
    expect(serviceForm({ ...base, commissionRateBp: 6250 })).toEqual({
      id: 7,
      name: 'Pedicure',
      category_id: 2,
      kind: 'service',
      price: 4000,
      duration: 60,
      tax_ids: [4, 5],
      turn_weight: '1',
      commission_rate: '62.5',
      is_active: true,
      sort_order: 3,
    });
    expect(serviceForm({ ...base, commissionRateBp: null }).commission_rate).toBe('');
  });

  test('a tax choice shows its rate as typed, trailing zeros dropped', () => {
    expect(taxChoice({ id: 1, name: 'NYC', rate: 8875, isActive: true })).toEqual({
      id: 1,
      name: 'NYC',
      rate: '8.875',
      is_active: true,
    });
    expect(taxChoice({ id: 2, name: 'Old', rate: 6000, isActive: false })).toEqual({
      id: 2,
      name: 'Old',
      rate: '6',
      is_active: false,
    });
  });
});
