// The props of resources/js/Pages/Admin/BookingBlocks/Index.tsx, as the server sends them.
export interface BlockRow {
  id: number;
  title: string;
  /** A technician's name, or the whole salon. */
  who: string;
  whole_salon: boolean;
  /** "Every Tuesday, 12:00 PM – 1:00 PM, until Dec 31, 2026". */
  when: string;
  repeat: 'none' | 'weekly';
  /** The next date it takes time (YYYY-MM-DD): the list's order. */
  next: string;
}

export type Props = { blocks: BlockRow[] };
