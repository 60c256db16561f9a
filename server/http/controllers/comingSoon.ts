import type { Request, Response } from 'express';

/**
 * A route whose screen belongs to a later capability: its name, path and
 * permission are real today, and it says plainly that it is not built yet.
 */
export function comingSoon(name: string) {
  return async (_req: Request, res: Response) => {
    await res.inertia('Admin/ComingSoon', { name, message: `${name} is not available yet` }, { title: name });
  };
}
