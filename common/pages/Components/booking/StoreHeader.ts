// Types of resources/js/Components/booking/StoreHeader.tsx that page props use.
export interface BookingStoreInfo {
  id: number;
  name: string;
  address: string | null;
  /** (xxx) xxx-xxxx, or null when the salon has none on file. */
  phone: string | null;
  /** The salon's zone: a page in another language writes the free times from their instants in it. */
  timezone: string;
}
