import type { Db } from '../../../database/client';
import { createCategory } from '../../../database/queries/categories';
import { createService } from '../../../database/queries/services';
import { categoryIdsByName, lockStoreSetup, serviceNames } from '../../../database/queries/setup';

/**
 * The nail salon template menu of first-run setup: five
 * categories and fifteen services with typical prices and durations, each
 * offered ticked, its price editable before import.
 */
export const NAIL_CATEGORIES = [
  { name: 'Manicure', color: '#db2777' },
  { name: 'Pedicure', color: '#7c3aed' },
  { name: 'Acrylics', color: '#0891b2' },
  { name: 'Gel', color: '#16a34a' },
  { name: 'Waxing', color: '#d97706' },
] as const;
export type NailCategory = (typeof NAIL_CATEGORIES)[number]['name'];

export interface MenuItem {
  key: string;
  category: NailCategory;
  name: string;
  priceCents: number;
  durationMinutes: number;
}

export const NAIL_MENU: readonly MenuItem[] = [
  {
    key: 'classic-manicure',
    category: 'Manicure',
    name: 'Classic Manicure',
    priceCents: 2000,
    durationMinutes: 30,
  },
  {
    key: 'deluxe-manicure',
    category: 'Manicure',
    name: 'Deluxe Manicure',
    priceCents: 3500,
    durationMinutes: 45,
  },
  {
    key: 'polish-change-hands',
    category: 'Manicure',
    name: 'Polish Change (Hands)',
    priceCents: 1200,
    durationMinutes: 15,
  },
  {
    key: 'classic-pedicure',
    category: 'Pedicure',
    name: 'Classic Pedicure',
    priceCents: 3500,
    durationMinutes: 45,
  },
  {
    key: 'spa-pedicure',
    category: 'Pedicure',
    name: 'Spa Pedicure',
    priceCents: 5000,
    durationMinutes: 60,
  },
  {
    key: 'polish-change-toes',
    category: 'Pedicure',
    name: 'Polish Change (Toes)',
    priceCents: 1500,
    durationMinutes: 15,
  },
  {
    key: 'acrylic-full-set',
    category: 'Acrylics',
    name: 'Acrylic Full Set',
    priceCents: 4500,
    durationMinutes: 75,
  },
  {
    key: 'acrylic-fill',
    category: 'Acrylics',
    name: 'Acrylic Fill',
    priceCents: 3500,
    durationMinutes: 45,
  },
  {
    key: 'acrylic-removal',
    category: 'Acrylics',
    name: 'Acrylic Removal',
    priceCents: 1500,
    durationMinutes: 20,
  },
  {
    key: 'gel-manicure',
    category: 'Gel',
    name: 'Gel Manicure',
    priceCents: 3500,
    durationMinutes: 45,
  },
  {
    key: 'gel-pedicure',
    category: 'Gel',
    name: 'Gel Pedicure',
    priceCents: 4500,
    durationMinutes: 60,
  },
  {
    key: 'gel-removal',
    category: 'Gel',
    name: 'Gel Removal',
    priceCents: 1000,
    durationMinutes: 15,
  },
  {
    key: 'eyebrow-wax',
    category: 'Waxing',
    name: 'Eyebrow Wax',
    priceCents: 1200,
    durationMinutes: 15,
  },
  { key: 'lip-wax', category: 'Waxing', name: 'Lip Wax', priceCents: 800, durationMinutes: 10 },
  {
    key: 'full-face-wax',
    category: 'Waxing',
    name: 'Full Face Wax',
    priceCents: 3500,
    durationMinutes: 30,
  },
];

export const NAIL_MENU_KEYS = NAIL_MENU.map((m) => m.key) as [string, ...string[]];

/**
 * Adds the chosen template services (at the prices given) to the store's
 * menu, with their categories. Safe to submit twice: a category or service
 * whose name the store already has is left as it is, so a second submit
 * (or one after the owner made "Gel Manicure" by hand) creates nothing twice.
 * Returns how many services and categories were created.
 */
export async function importNailMenu(
  db: Db,
  storeId: number,
  picks: readonly { key: string; priceCents: number }[],
) {
  return db.transaction(async (tx) => {
    await lockStoreSetup(tx, storeId);
    const categoryIds = await categoryIdsByName(tx, storeId);
    const existing = await serviceNames(tx, storeId);
    let createdServices = 0;
    let createdCategories = 0;
    const seen = new Set<string>();
    for (const pick of picks) {
      const item = NAIL_MENU.find((m) => m.key === pick.key);
      if (!item || seen.has(item.key) || existing.has(item.name.toLowerCase())) continue;
      seen.add(item.key);
      let categoryId = categoryIds.get(item.category.toLowerCase());
      if (categoryId === undefined) {
        const c = NAIL_CATEGORIES.findIndex((x) => x.name === item.category);
        categoryId = (
          await createCategory(tx, storeId, {
            name: item.category,
            color: NAIL_CATEGORIES[c].color,
            sortOrder: c + 1,
          })
        ).id;
        categoryIds.set(item.category.toLowerCase(), categoryId);
        createdCategories += 1;
      }
      await createService(
        tx,
        storeId,
        {
          name: item.name,
          categoryId,
          kind: 'service',
          priceCents: pick.priceCents,
          durationMinutes: item.durationMinutes,
          turnWeightHalves: 2,
          commissionRateBp: null,
          isActive: true,
          sortOrder: NAIL_MENU.indexOf(item) + 1,
        },
        [],
      );
      createdServices += 1;
    }
    return { createdServices, createdCategories };
  });
}
