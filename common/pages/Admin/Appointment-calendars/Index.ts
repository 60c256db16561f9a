// The props of resources/js/Pages/Admin/Appointment-calendars/Index.tsx, as the server sends them.
import type { CalendarProps } from './types';

export type Props = CalendarProps;
