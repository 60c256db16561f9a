import type { Request, Response } from 'express';
import { storeToday } from '../../domain/shared/storeTime';

export async function index(req: Request, res: Response) {
  const store = req.store!;
  await res.inertia('Admin/Dashboard', {
    store: { name: store.name, timezone: store.timezone },
    today: storeToday(store.timezone),
  });
}
