import { describe, expect, test } from 'vitest';
import { drawerMovementRow } from '../../../server/http/presenters/cashDrawer';
import { calendarForms } from '../../../server/http/presenters/appointmentCalendars';
import { supportShowPage, supportsIndexPage } from '../../../server/http/presenters/supports';
import { userRefsPage } from '../../../server/http/presenters/userRefs';

type ShowInput = Parameters<typeof supportShowPage>[0];
type IndexRows = Parameters<typeof supportsIndexPage>[1];
type RefArgs = Parameters<typeof userRefsPage>;

const at = new Date('2026-03-10T15:00:00Z');

describe('presenters send codes and names, the pages say the words', () => {
  test('a support ticket: its status as a code, a support reply by name with is_staff', () => {
    const ticket = { id: 7, subject: 'Printer', status: 'answered', createdAt: at } as const;
    const page = supportShowPage({
      viewer: { userId: 1, staff: false },
      ticket,
      head: undefined,
      messages: [
        { m: { id: 1, isStaff: false, authorId: 1, body: 'Hi', createdAt: at }, author: 'Linh' },
        { m: { id: 2, isStaff: true, authorId: 9, body: 'Hello', createdAt: at }, author: 'Ann' },
      ],
      images: [],
    } as unknown as ShowInput);
    expect(page.ticket.status).toBe('answered');
    expect(page.ticket).not.toHaveProperty('status_label');
    expect(page.messages.map((m) => [m.author, m.is_staff])).toEqual([
      ['Linh', false],
      ['Ann', true],
    ]);
    expect(JSON.stringify(page)).not.toMatch(/\(Support\)|Answered/);
  });

  test('the ticket list and its status filter go as codes', () => {
    const rows = [
      {
        t: { id: 7, subject: 'Printer', status: 'open', updatedAt: at },
        store: 'Lotus',
        openedBy: 'Linh',
        count: 2,
        lastAt: at,
      },
    ] as unknown as IndexRows;
    const page = supportsIndexPage({ userId: 1, staff: true } as never, rows, [], {});
    expect(page.tickets[0]).toMatchObject({ status: 'open', status_tone: 'danger' });
    expect(page.tickets[0]).not.toHaveProperty('status_label');
    expect(page.options.statuses).toEqual(['open', 'answered', 'closed']);
  });

  test('a referred store: plan name, interval and status as codes, no "(monthly)" or "Past due"', () => {
    const page = userRefsPage(
      { commissionBps: 2000 } as RefArgs[0],
      [
        {
          storeId: 3,
          name: 'Rose Nails',
          plan: 'Starter',
          interval: 'year',
          status: 'past_due',
          timezone: 'America/New_York',
          since: at,
        },
      ] as unknown as RefArgs[1],
      [],
      { thisMonth: 0, allTime: 0, count: 0 },
    );
    expect(page.stores[0]).toMatchObject({
      plan: 'Starter',
      interval: 'year',
      status: 'past_due',
      status_tone: 'danger',
    });
    expect(JSON.stringify(page.stores)).not.toMatch(/yearly|Past due|status_label/);
  });

  test('a commission: its period and days as YYYY-MM-DD, its rate in basis points, no "12.50%"', () => {
    const page = userRefsPage(
      { commissionBps: 1250 } as RefArgs[0],
      [],
      [
        {
          id: 1,
          invoiceNumber: 'CS-000042',
          store: 'Rose Nails',
          timezone: 'America/New_York',
          periodStart: '2026-03-01',
          periodEnd: '2026-03-31',
          paidCents: 4900,
          bps: 1250,
          amountCents: 613,
          // 11:30 PM in New York on the 9th: the store's day, not UTC's.
          paidAt: new Date('2026-03-10T03:30:00Z'),
          createdAt: at,
        },
      ] as unknown as RefArgs[2],
      { thisMonth: 613, allTime: 613, count: 1 },
    );
    expect(page.commissions[0]).toEqual({
      id: 1,
      invoice_number: 'CS-000042',
      store: 'Rose Nails',
      period: { from: '2026-03-01', to: '2026-03-31' },
      paid_cents: 4900,
      rate_bps: 1250,
      commission_cents: 613,
      earned_on: '2026-03-09',
    });
    expect(page.totals).toEqual({
      this_month_cents: 613,
      all_time_cents: 613,
      count: 1,
      rate_bps: 1250,
    });
    expect(JSON.stringify(page)).not.toMatch(/%| – /);
  });

  test('a drawer movement goes with its kind only', () => {
    const row = drawerMovementRow({
      id: 1,
      kind: 'tip_payout',
      amountCents: 2000,
      reason: 'Card tips',
      employeeName: 'Cindy Le',
      byName: 'Linh Owner',
      createdAt: at,
    });
    expect(row.kind).toBe('tip_payout');
    expect(row).not.toHaveProperty('kind_label');
    expect(JSON.stringify(row)).not.toMatch(/Tip payout/);
  });

  test('the calendar offers the hand-set statuses as codes', () => {
    const forms = calendarForms({ categories: [], services: [] } as unknown as Parameters<
      typeof calendarForms
    >[0]);
    expect(forms.statuses).toEqual(['confirmed', 'arrived', 'in_service', 'cancelled', 'no_show']);
  });
});
