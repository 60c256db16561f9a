import { serviceNames } from '../../../database/queries/setup';
import { setupChecklist } from '../../domain/setup/checklist';
import { importNailMenu, NAIL_MENU } from '../../domain/setup/nailMenu';
import { applyPresetHours } from '../../domain/setup/openingHours';
import { storeAction } from '../action';
import { flash } from '../validate';
import { routeUrl } from '../urls';
import { checklistItem } from '../presenters/setup';
import { nailMenuSchema } from '../validators/setup';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** setup.show ("manage settings"): what is set up and what is left, with the nail salon template menu (issue 20). */
export const show = storeAction({}, async ({ db, store, res }) => {
  const [items, names] = await Promise.all([setupChecklist(db, store.id), serviceNames(db, store.id)]);
  await res.inertia('Admin/Setup/Index', {
    store: { name: store.name },
    checklist: items.map(checklistItem),
    done: items.filter((i) => i.done).length,
    template: NAIL_MENU.map((m) => ({
      key: m.key, category: m.category, name: m.name, price_cents: m.priceCents, duration: `${m.durationMinutes} min`, on_menu: names.has(m.name.toLowerCase()),
    })),
    business_url: routeUrl('settings.index'),
  }, { title: 'Setup' });
});

/** setup.services.store: imports the ticked template services; a second submit creates nothing twice. */
export const storeServices = storeAction({ input: nailMenuSchema }, async ({ db, store, input, req, res }) => {
  const { createdServices, createdCategories } = await importNailMenu(db, store.id, input.services.map((s) => ({ key: s.key, priceCents: s.price })));
  flash(req, 'success', createdServices
    ? `Added ${plural(createdServices, 'service')}${createdCategories ? ` in ${plural(createdCategories, 'new category')}`.replace('categorys', 'categories') : ''}.`
    : 'These services are on your menu already.');
  res.redirect(routeUrl('setup.show'));
});

/** setup.hours.store: Mon–Sat 9:30–19:00, Sun 11–17 for a store with no hours yet (hours already set are kept). */
export const storeHours = storeAction({}, async ({ db, store, req, res }) => {
  const applied = await applyPresetHours(db, store.id);
  flash(req, 'success', applied ? 'Opening hours set: Monday to Saturday 9:30 AM–7:00 PM, Sunday 11:00 AM–5:00 PM.' : 'Your opening hours are set already: change them under Opening Hours.');
  res.redirect(routeUrl('setup.show'));
});
