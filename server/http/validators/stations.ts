import { z } from 'zod';
import { text } from './fields';

export const stationSchema = z.object({ name: text('name', 60) });
export type StationInput = z.infer<typeof stationSchema>;
