import type { Db } from '../client';
import { categories, serviceTaxes, services, storeSettings, taxes, tipRules } from '../schema';
import { parseTaxRate } from '../../server/domain/catalog/taxRate';

/**
 * The demo menus: each store's categories, services and
 * retail items with realistic prices, durations and turn weights, its sales
 * tax (on retail only: nail services are untaxed in most places, domain.md
 * §3.6), its tip rules and its receipt settings. Called from seedDemo inside
 * its one transaction, so a database is seeded with all of it or none.
 */

interface Item {
  name: string;
  /** Dollars, as the menu board says. */
  price: number;
  minutes?: number;
  /** Turns: 0, 0.5, 1 or 1.5. */
  turns?: number;
  /** Overrides the technician's commission, in percent. */
  commission?: number;
}

interface Menu {
  tax: { name: string; rate: string };
  categories: { name: string; color: string; kind?: 'service' | 'retail'; items: Item[] }[];
  tips: {
    suggestedPercents: number[];
    base: 'subtotal' | 'total';
    split: 'proportional' | 'even' | 'manual';
  };
  settings: { receiptHeader: string; receiptFooter: string; ticketPrefix: string };
}

const LOTUS: Menu = {
  // New York City: 4.5 % city + 4 % state + 0.375 % MCTD.
  tax: { name: 'NYC Sales Tax', rate: '8.875' },
  categories: [
    {
      name: 'Manicure',
      color: '#e11d48',
      items: [
        { name: 'Classic Manicure', price: 20, minutes: 30, turns: 1 },
        { name: 'Spa Manicure', price: 30, minutes: 45, turns: 1 },
        { name: 'French Manicure', price: 25, minutes: 35, turns: 1 },
        { name: 'Polish Change (Hands)', price: 12, minutes: 15, turns: 0.5 },
      ],
    },
    {
      name: 'Pedicure',
      color: '#2563eb',
      items: [
        { name: 'Classic Pedicure', price: 30, minutes: 40, turns: 1 },
        { name: 'Spa Pedicure', price: 45, minutes: 50, turns: 1 },
        { name: 'Deluxe Pedicure', price: 60, minutes: 60, turns: 1.5 },
        { name: 'Polish Change (Toes)', price: 15, minutes: 20, turns: 0.5 },
      ],
    },
    {
      name: 'Acrylics',
      color: '#9333ea',
      items: [
        { name: 'Full Set', price: 50, minutes: 75, turns: 1.5 },
        { name: 'Fill', price: 35, minutes: 50, turns: 1 },
        { name: 'Pink & White Full Set', price: 65, minutes: 90, turns: 1.5 },
        { name: 'Acrylic Removal', price: 15, minutes: 20, turns: 0.5, commission: 50 },
      ],
    },
    {
      name: 'Gel',
      color: '#16a34a',
      items: [
        { name: 'Gel Manicure', price: 35, minutes: 45, turns: 1 },
        { name: 'Gel Pedicure', price: 50, minutes: 60, turns: 1 },
        { name: 'Dip Powder', price: 45, minutes: 60, turns: 1 },
        { name: 'Gel Removal', price: 10, minutes: 15, turns: 0.5, commission: 50 },
      ],
    },
    {
      name: 'Waxing',
      color: '#ea580c',
      items: [
        { name: 'Eyebrow Wax', price: 12, minutes: 10, turns: 0.5 },
        { name: 'Lip Wax', price: 8, minutes: 10, turns: 0.5 },
        { name: 'Chin Wax', price: 10, minutes: 10, turns: 0.5 },
        { name: 'Full Face Wax', price: 40, minutes: 30, turns: 1 },
      ],
    },
    {
      name: 'Kids',
      color: '#0891b2',
      items: [
        { name: 'Kids Manicure', price: 12, minutes: 20, turns: 0.5 },
        { name: 'Kids Pedicure', price: 20, minutes: 30, turns: 0.5 },
      ],
    },
    {
      name: 'Retail',
      color: '#6b7280',
      kind: 'retail',
      items: [
        { name: 'Polish Bottle', price: 12 },
        { name: 'Cuticle Oil', price: 8 },
        { name: 'Hand Cream', price: 15 },
        { name: 'Nail File Kit', price: 6 },
      ],
    },
  ],
  tips: { suggestedPercents: [15, 18, 20, 25], base: 'subtotal', split: 'proportional' },
  settings: {
    receiptHeader: 'Open Tuesday–Sunday, 9 AM–7 PM. Walk-ins welcome.',
    receiptFooter: 'Thank you for visiting Lotus Nail Spa! Book your next visit at the front desk.',
    ticketPrefix: 'L-',
  },
};

const ROSE: Menu = {
  // San Francisco: 8.625 %.
  tax: { name: 'CA Sales Tax', rate: '8.625' },
  categories: [
    {
      name: 'Nails',
      color: '#db2777',
      items: [
        { name: 'Manicure', price: 18, minutes: 30, turns: 1 },
        { name: 'Gel Manicure', price: 32, minutes: 45, turns: 1 },
        { name: 'Pedicure', price: 28, minutes: 40, turns: 1 },
        { name: 'Spa Pedicure', price: 40, minutes: 50, turns: 1 },
      ],
    },
    {
      name: 'Waxing',
      color: '#ca8a04',
      items: [{ name: 'Eyebrow Wax', price: 10, minutes: 10, turns: 0.5 }],
    },
    {
      name: 'Retail',
      color: '#6b7280',
      kind: 'retail',
      items: [{ name: 'Polish Bottle', price: 10 }],
    },
  ],
  tips: { suggestedPercents: [18, 20, 25], base: 'subtotal', split: 'even' },
  settings: {
    receiptHeader: '',
    receiptFooter: 'Thank you! See you again soon at Rose Nails.',
    ticketPrefix: 'R-',
  },
};

/** "8.875" → 8875 (thousandths of a percent), by the rule the Tax screen applies. */
function rateOf(text: string): number {
  const rate = parseTaxRate(text);
  if (rate === null) throw new Error(`Demo tax rate ${text} is not a rate.`);
  return rate;
}

/** One store's menu; answers the id of each service and item by name. */
async function seedMenu(db: Db, storeId: number, menu: Menu): Promise<Map<string, number>> {
  const [tax] = await db
    .insert(taxes)
    .values({ storeId, name: menu.tax.name, rate: rateOf(menu.tax.rate) })
    .returning({ id: taxes.id });
  const ids = new Map<string, number>();
  for (const [position, group] of menu.categories.entries()) {
    const kind = group.kind ?? 'service';
    const [category] = await db
      .insert(categories)
      .values({ storeId, name: group.name, color: group.color, sortOrder: (position + 1) * 10 })
      .returning({ id: categories.id });
    const rows = await db
      .insert(services)
      .values(
        group.items.map((item, i) => ({
          storeId,
          categoryId: category.id,
          name: item.name,
          kind,
          priceCents: item.price * 100,
          durationMinutes: kind === 'retail' ? 0 : (item.minutes ?? 30),
          turnWeightHalves: kind === 'retail' ? 0 : Math.round((item.turns ?? 1) * 2),
          commissionRateBp: item.commission === undefined ? null : item.commission * 100,
          sortOrder: (i + 1) * 10,
        })),
      )
      .returning({ id: services.id, name: services.name });
    for (const row of rows) ids.set(row.name, row.id);
    if (kind === 'retail')
      await db
        .insert(serviceTaxes)
        .values(rows.map((row) => ({ storeId, serviceId: row.id, taxId: tax.id })));
  }
  await db.insert(tipRules).values({ storeId, ...menu.tips });
  await db.insert(storeSettings).values({ storeId, ...menu.settings });
  return ids;
}

/** Both demo stores' menus, tax, tip rules and receipt settings. */
export async function seedCatalog(db: Db, stores: { lotusId: number; roseId: number }) {
  return {
    lotus: await seedMenu(db, stores.lotusId, LOTUS),
    rose: await seedMenu(db, stores.roseId, ROSE),
  };
}
