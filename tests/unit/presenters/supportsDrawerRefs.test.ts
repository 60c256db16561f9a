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
