import type {
  BookingStore,
  listBookableTechnicians,
  listBookingMenu,
} from '../../../database/queries/booking';
import { formatPhone } from '../../../common/phone';
import type { Slot } from '../../domain/appointments/availability';
import { firstName } from '../../domain/checkins/kiosk';

type Menu = Awaited<ReturnType<typeof listBookingMenu>>;
type MenuItem = Menu['items'][number];

/** The salon on its public booking pages (booking.* and her own appointment's page). */
export const bookingSalon = (store: BookingStore) => ({
  id: store.id,
  name: store.name,
  address: store.address,
  phone: store.phone ? formatPhone(store.phone) : null,
  timezone: store.timezone,
});

/** A service or retail item of the public menu, its price in cents. */
const menuItem = (i: MenuItem) => ({
  id: i.id,
  category_id: i.categoryId,
  name: i.name,
  minutes: i.minutes,
  price: i.priceCents,
});

/** A time she may book: its instant, and its minute of the salon's day, which the page writes in her language. */
export const slotOption = (s: Slot) => ({ starts_at: s.startsAt.toISOString(), minute: s.minute });

/** booking.menu: services by category with price and duration, and retail on its own shelf. */
export const bookingMenuPage = (store: BookingStore, { categories, items }: Menu) => ({
  salon: bookingSalon(store),
  categories,
  services: items.filter((i) => i.kind === 'service').map(menuItem),
  retail: items.filter((i) => i.kind === 'retail').map(menuItem),
});

/** booking.create's menu and technicians (by first name), for the steps. */
export const bookingChoices = (
  store: BookingStore,
  { categories, items }: Menu,
  technicians: Awaited<ReturnType<typeof listBookableTechnicians>>,
) => ({
  salon: bookingSalon(store),
  categories,
  services: items.filter((i) => i.kind === 'service').map(menuItem),
  technicians: technicians.map((t) => ({ id: t.id, name: firstName(t.name) })),
});
