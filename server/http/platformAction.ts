import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { Db } from '../../database/client';
import type { Actor } from '../domain/access/permissions';
import { forbidden, notFound } from './errors';
import { validate } from './validate';

/** Finds a platform record by id (a plan, a store account, a billing invoice): null when there is none. */
export type PlatformLoader<T> = (db: Db, id: number) => Promise<T | null | undefined>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a loader of any record; each one's type is inferred where it is declared
type Loaders = Record<string, PlatformLoader<any>>;
type Bound<L extends Loaders> = { [K in keyof L]: NonNullable<Awaited<ReturnType<L[K]>>> };

export interface PlatformAction<L extends Loaders, I> {
  db: Db;
  actor: Actor;
  bound: Bound<L>;
  input: I;
  req: Request;
  res: Response;
}

/**
 * storeAction's counterpart for the super admin's screens (Users, Invoice,
 * Packages), mounted behind `role:super admin`: their records belong to the
 * platform, not to the signed-in account's store, so a loader takes an id
 * alone; a missing record is a 404 before the handler runs.
 */
export function platformAction<
  L extends Loaders = Record<never, never>,
  S extends z.ZodType | undefined = undefined,
>(
  spec: { load?: L; input?: S },
  handler: (a: PlatformAction<L, S extends z.ZodType ? z.infer<S> : undefined>) => unknown,
) {
  return async (req: Request, res: Response) => {
    if (!req.actor) throw forbidden();
    const bound: Record<string, unknown> = {};
    for (const [param, loader] of Object.entries(spec.load ?? {})) {
      const record = await loader(req.ctx.db, Number(req.params[param]));
      if (record === null || record === undefined) throw notFound();
      bound[param] = record;
    }
    const input = spec.input
      ? validate(spec.input, req.method === 'GET' || req.method === 'HEAD' ? req.query : req.body)
      : undefined;
    return handler({
      db: req.ctx.db,
      actor: req.actor,
      bound: bound as Bound<L>,
      input: input as S extends z.ZodType ? z.infer<S> : undefined,
      req,
      res,
    });
  };
}
