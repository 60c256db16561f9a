// The props of resources/js/Pages/Customer/Menu.tsx, as the server sends them.
import type { BookingStoreInfo } from '../Components/booking/StoreHeader';

export interface Item {
  id: number;
  category_id: number | null;
  name: string;
  minutes: number;
  price: number;
}

export interface Props {
  salon: BookingStoreInfo;
  categories: { id: number; name: string }[];
  services: Item[];
  retail: Item[];
}
