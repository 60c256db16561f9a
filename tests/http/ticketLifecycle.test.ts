import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../support/database';
import { ticketKit, type TicketKit } from '../support/tickets';
import { invoices, jobs } from '../../database/schema';
import {
  queueEffect,
  setEffectRunner,
  ticketPaid,
  type TicketParticipant,
} from '../../server/domain/tickets/lifecycle';
import { TICKET_PARTICIPANTS } from '../../server/domain/tickets/participants';
import { FieldErrors } from '../../server/domain/errors';

/**
 * The seam every capability that reacts to a ticket hangs on
 * (server/domain/tickets/lifecycle.ts): participants run in order inside the
 * ticket's transaction, a refusal by one undoes the whole ticket, and an
 * effect queued by one exists exactly when the ticket's change does.
 */
describe("a ticket's life", () => {
  let database: TestDatabase;
  let kit: TicketKit;

  beforeAll(async () => {
    database = await freshDatabase();
    kit = await ticketKit(database.db);
  });
  afterAll(() => database.drop());

  const moment = (invoiceId: number) => ({
    store: kit.store,
    actor: kit.actor,
    invoiceId,
    now: new Date(),
    lines: [],
    linesWritten: false,
    customerId: null,
    checkInId: null,
    couponUses: [],
  });

  test('participants run in their order, and gift cards, coupons, the visit and its appointment come before the screens', async () => {
    const seen: string[] = [];
    const spy = (name: string): TicketParticipant => ({
      name,
      onPaid: async () => void seen.push(name),
    });
    await database.db.transaction((tx) =>
      ticketPaid(tx, [spy('first'), spy('second'), spy('third')], moment(1)),
    );
    expect(seen).toEqual(['first', 'second', 'third']);
    expect(TICKET_PARTICIPANTS.map((p) => p.name)).toEqual([
      'gift cards',
      'coupons',
      'loyalty points',
      'check-ins',
      'appointments',
      'reviews',
      'receipts',
      'sales screens',
    ]);
  });

  test("a participant that refuses undoes the ticket's transaction: nothing it or the others wrote stays", async () => {
    const id = await kit.pay();
    const writer: TicketParticipant = {
      name: 'writer',
      onPaid: async (tx, t) =>
        void (await tx
          .update(invoices)
          .set({ voidReason: 'written by a participant' })
          .where(eq(invoices.id, t.invoiceId))),
    };
    const refuser: TicketParticipant = {
      name: 'refuser',
      onPaid: async () => {
        throw new FieldErrors({ lines: 'No.' });
      },
    };
    await expect(
      database.db.transaction((tx) => ticketPaid(tx, [writer, refuser], moment(id))),
    ).rejects.toBeInstanceOf(FieldErrors);
    const [row] = await database.db
      .select({ voidReason: invoices.voidReason })
      .from(invoices)
      .where(eq(invoices.id, id));
    expect(row.voidReason).toBeNull();
  });

  test("a queued effect is stored once per key in the ticket's transaction, and the runner is started only after the commit", async () => {
    let kicks = 0;
    setEffectRunner(() => void kicks++);
    const effect = {
      kind: 'test.review-request',
      key: `review:${Date.now()}`,
      storeId: kit.store.id,
      payload: { invoice_id: 1 },
    };
    await database.db.transaction(async (tx) => {
      await queueEffect(tx, effect);
      await queueEffect(tx, effect);
      expect(kicks).toBe(0);
    });
    expect(kicks).toBe(1);
    const stored = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, effect.kind), eq(jobs.key, effect.key)));
    expect(stored).toHaveLength(1);

    // Rolled back with its ticket: no job, no run.
    const lost = { ...effect, key: `${effect.key}:lost` };
    await expect(
      database.db.transaction(async (tx) => {
        await queueEffect(tx, lost);
        throw new Error('the ticket failed');
      }),
    ).rejects.toThrow('the ticket failed');
    expect(await database.db.select().from(jobs).where(eq(jobs.key, lost.key))).toHaveLength(0);
    expect(kicks).toBe(1);
    setEffectRunner(() => {});
  });
});
