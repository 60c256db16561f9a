import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { Db } from '../../database/client';
import type { Actor } from '../domain/access/permissions';
import type { CurrentStore } from './context';
import { notFound } from './errors';
import { validate } from './validate';

/** Finds one of a store's records by id: null (or undefined) when that store has none. */
export type Loader<T> = (db: Db, storeId: number, id: number) => Promise<T | null | undefined>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a loader of any record; each one's type is inferred where it is declared
type Loaders = Record<string, Loader<any>>;

/** The records a route's loaders found, never null: a missing one answered 404 before the handler ran. */
export type Bound<L extends Loaders> = { [K in keyof L]: NonNullable<Awaited<ReturnType<L[K]>>> };

/** What a store action's handler gets: the store and actor (never null there), its records and its parsed input. */
export interface StoreAction<L extends Loaders, I> {
  db: Db;
  store: CurrentStore;
  actor: Actor;
  /** The route's records, by parameter name: `{employee}` → `bound.employee`. */
  bound: Bound<L>;
  /** The query (GET) or body, parsed by the action's schema; a failure is a ValidationError (errors beside the fields). */
  input: I;
  req: Request;
  res: Response;
}

/** The request-wide part of a store action, for a controller's helpers shared by several actions. */
export type StoreContext = Pick<
  StoreAction<Record<never, never>, undefined>,
  'db' | 'store' | 'actor' | 'req'
>;

/**
 * A handler for a route inside the `store` middleware. It declares the
 * records its route parameters name and the schema of its input; the
 * wrapper loads each record scoped by the signed-in store (another store's
 * id, or none at all, is a 404 before any of the handler runs), parses the
 * input, and hands over a store and an actor that are never null.
 */
export function storeAction<
  L extends Loaders = Record<never, never>,
  S extends z.ZodType | undefined = undefined,
>(
  spec: { load?: L; input?: S },
  handler: (a: StoreAction<L, S extends z.ZodType ? z.infer<S> : undefined>) => unknown,
) {
  return async (req: Request, res: Response) => {
    const context = storeContext(req);
    const bound = await loadRecords(context, spec.load ?? ({} as L));
    const input = spec.input
      ? validate(spec.input, req.method === 'GET' || req.method === 'HEAD' ? req.query : req.body)
      : undefined;
    return handler({
      ...context,
      bound,
      input: input as S extends z.ZodType ? z.infer<S> : undefined,
      res,
    });
  };
}

/**
 * The store and actor the `store` middleware put on the request, never null.
 * storeAction's first step; exported for helpers called by a handler not written with storeAction yet.
 */
export function storeContext(req: Request): StoreContext {
  const { store, actor } = req;
  // The `store` middleware lets no request through without both; a route mounted outside it is a programming error, answered as nothing there.
  if (!store || !actor) throw notFound();
  return { db: req.ctx.db, store, actor, req };
}

/** The records `load` names in the request's route, scoped by the store, or a 404 for the first one missing. */
export async function loadRecords<L extends Loaders>(
  { db, store, req }: StoreContext,
  load: L,
): Promise<Bound<L>> {
  const bound: Record<string, unknown> = {};
  for (const [param, loader] of Object.entries(load)) {
    // The route's pattern has already made the parameter a positive int4 (router.ts ID_PATTERN).
    const record = await loader(db, store.id, Number(req.params[param]));
    if (record === null || record === undefined) throw notFound();
    bound[param] = record;
  }
  return bound as Bound<L>;
}
