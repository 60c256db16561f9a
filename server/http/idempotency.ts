import { createHash } from 'node:crypto';
import type { Db } from '../../database/client';
import {
  findIdempotentAnswer,
  lockIdempotencyKey,
  saveIdempotentAnswer,
} from '../../database/queries/apiTokens';
import type { StoreContext } from './action';
import { ValidationError } from './errors';
import { clock } from '../../common/clock';

/** How long an answer is kept under its key. */
const KEY_LIFETIME_MS = 24 * 3_600_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const KEY_INVALID = 'The Idempotency-Key must be 1 to 255 visible ASCII characters.';
export const KEY_REUSED = 'This Idempotency-Key was used for another request: send a new key.';

export interface Answer {
  status: number;
  body: unknown;
  /** Headers that belong to the answer (a new record's Location): kept and replayed with it. */
  headers?: Record<string, string>;
  /** Runs after the commit (realtime notices): never for a replayed answer. */
  after?: () => Promise<unknown>;
}

/**
 * An API write that is safe to send twice (Stripe's `Idempotency-Key`): with
 * the header, the write, its answer and the key commit together under a
 * lock on the key, so a retry (or a second request racing the first) with
 * the same key and body gets the first answer, marked `Idempotent-Replayed`,
 * and writes nothing; the same key with another body is a 422. Refusals
 * (4xx thrown by `run`) are not kept: the caller fixes the body and sends it
 * again under the same key. Without the header the write simply runs.
 */
export async function idempotent(
  a: StoreContext & { res: import('express').Response },
  route: string,
  run: (db: Db) => Promise<Answer>,
): Promise<void> {
  const { db, store, actor, req, res } = a;
  const key = req.get('Idempotency-Key');
  if (key === undefined) return send(res, await run(db), false);
  if (!KEY_PATTERN.test(key)) throw new ValidationError({ 'Idempotency-Key': KEY_INVALID });
  const requestHash = createHash('sha256')
    .update(`${route}\n${JSON.stringify(req.body ?? null)}`)
    .digest('hex');
  const outcome = await db.transaction(async (tx) => {
    await lockIdempotencyKey(tx, store.id, actor.id, key);
    const earlier = await findIdempotentAnswer(
      tx,
      store.id,
      actor.id,
      key,
      new Date(clock.ms() - KEY_LIFETIME_MS),
    );
    if (earlier) {
      if (earlier.requestHash !== requestHash)
        throw new ValidationError({ 'Idempotency-Key': KEY_REUSED });
      const kept = earlier.response as { body: unknown; headers?: Record<string, string> };
      return {
        answer: { status: earlier.status, body: kept.body, headers: kept.headers },
        replayed: true,
      };
    }
    const answer = await run(tx);
    await saveIdempotentAnswer(tx, {
      storeId: store.id,
      userId: actor.id,
      key,
      requestHash,
      status: answer.status,
      response: { body: answer.body, headers: answer.headers ?? {} },
    });
    return { answer, replayed: false };
  });
  return send(res, outcome.answer, outcome.replayed);
}

async function send(res: import('express').Response, answer: Answer, replayed: boolean) {
  if (!replayed) await answer.after?.();
  if (replayed) res.set('Idempotent-Replayed', 'true');
  res
    .set(answer.headers ?? {})
    .status(answer.status)
    .json(answer.body);
}
