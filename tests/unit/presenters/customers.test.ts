import { describe, expect, test } from 'vitest';
import {
  customerHistory,
  customerListItem,
  customerProfile,
} from '../../../server/http/presenters/customers';

const NY = 'America/New_York';

describe('customer presenters', () => {
  test("a list row formats the phone and birthday and gives the last visit as the store's day", () => {
    // 02:30 UTC on the 8th is still the evening of the 7th in New York.
    expect(
      customerListItem(NY)({
        id: 1,
        name: 'Mai Tran',
        phone: '2125550100',
        email: null,
        tags: ['vip'],
        birthdayMonth: 3,
        birthdayDay: 7,
        smsConsentAt: new Date('2026-01-02T00:00:00Z'),
        visits: 4,
        lastVisitAt: '2026-03-08T02:30:00Z' as unknown as Date,
      }),
    ).toEqual({
      id: 1,
      name: 'Mai Tran',
      phone: '(212) 555-0100',
      email: null,
      tags: ['vip'],
      birthday: 'March 7',
      sms_consent: true,
      visits: 4,
      last_visit: '2026-03-07',
    });
  });

  test('a customer never seen has no last visit, no birthday and no consent', () => {
    expect(
      customerListItem(NY)({
        id: 2,
        name: 'Walk In',
        phone: null,
        email: null,
        tags: [],
        birthdayMonth: null,
        birthdayDay: null,
        smsConsentAt: null,
        visits: 0,
        lastVisitAt: null,
      }),
    ).toMatchObject({ phone: '', birthday: '', sms_consent: false, last_visit: null });
  });

  test('the profile gives empty fields for missing text and says where and when consent was given', () => {
    const profile = customerProfile(
      {
        id: 5,
        name: 'Mai Tran',
        phone: null,
        email: null,
        birthdayMonth: 12,
        birthdayDay: 1,
        notes: null,
        preferredTechnicianId: 3,
        preferredTechnician: 'Anna',
        tags: [],
        smsConsentAt: new Date('2026-03-07T15:30:00Z'),
        smsConsentSource: 'kiosk',
        smsConsentText: 'Texts OK',
        createdAt: new Date('2026-01-05T04:00:00Z'),
      },
      NY,
    );
    expect(profile).toEqual({
      id: 5,
      name: 'Mai Tran',
      phone: '',
      phone_label: '',
      email: '',
      notes: '',
      tags: [],
      birthday_month: 12,
      birthday_day: 1,
      birthday: '12-01',
      birthday_label: 'December 1',
      preferred_technician_id: 3,
      preferred_technician: 'Anna',
      sms_consent: true,
      sms_consent_at: '2026-03-07T15:30:00.000Z',
      sms_consent_source: 'kiosk',
      sms_consent_text: 'Texts OK',
      // 04:00 UTC on the 5th is still the 4th in New York.
      created_at: '2026-01-04',
    });
  });

  test("her history: average ticket rounded to the cent, refunds only when there were any, tickets with the store's prefix", () => {
    const h = customerHistory(
      {
        spend: { tickets: 3, spentCents: 10000, lastPaidAt: new Date('2026-03-07T15:30:00Z') },
        tickets: [
          {
            id: 11,
            number: 42,
            status: 'paid',
            paidAt: new Date('2026-03-07T15:30:00Z'),
            totalCents: 5000,
            amountDueCents: 0,
            refundedCents: 0,
            technicians: 'Anna, Bo',
          },
          {
            id: 12,
            number: null,
            status: 'voided',
            paidAt: null,
            totalCents: 2500,
            amountDueCents: 2500,
            refundedCents: 1250,
            technicians: null,
          },
        ],
        checkIns: [
          {
            id: 7,
            businessDate: '2026-03-07',
            status: 'cancelled',
            source: 'kiosk',
            checkedInAt: new Date('2026-03-07T14:00:00Z'),
            technician: null,
            cancelReason: 'Left',
          },
        ],
        cards: [
          { id: 9, code: 'GC-100', balanceCents: 2550, isActive: true, bought: true, used: false },
        ],
        consent: [
          {
            id: 1,
            granted: false,
            source: 'front_desk',
            consentText: 'Texts OK',
            byName: 'Owner',
            byUserId: 3,
            byEmployeeId: null,
            createdAt: new Date('2026-03-07T14:00:00Z'),
          },
          {
            id: 2,
            granted: true,
            source: 'kiosk',
            consentText: 'Texts OK',
            byName: 'Customer',
            byUserId: null,
            byEmployeeId: null,
            createdAt: new Date('2026-03-08T14:00:00Z'),
          },
        ],
        prefix: 'T',
      },
      NY,
    );
    expect(h.stats).toEqual({
      visits: 3,
      total_spent_cents: 10000,
      average_ticket_cents: 3333,
      last_visit: '2026-03-07',
    });
    expect(h.tickets).toEqual([
      {
        id: 11,
        number: 'T42',
        status: 'paid',
        paid_at: '2026-03-07T15:30:00.000Z',
        total_cents: 5000,
        refunded_cents: null,
        technicians: 'Anna, Bo',
      },
      {
        id: 12,
        number: '',
        status: 'voided',
        paid_at: null,
        total_cents: 2500,
        refunded_cents: 1250,
        technicians: '',
      },
    ]);
    expect(h.check_ins).toEqual([
      {
        id: 7,
        checked_in_at: '2026-03-07T14:00:00.000Z',
        status: 'cancelled',
        source: 'kiosk',
        technician: null,
        reason: 'Left',
      },
    ]);
    expect(h.gift_cards).toEqual([
      { id: 9, code: 'GC-100', balance_cents: 2550, is_active: true, bought: true, used: false },
    ]);
    expect(h.consent_events).toEqual([
      {
        id: 1,
        granted: false,
        source: 'front_desk',
        consent_text: 'Texts OK',
        by: 'Owner',
        at: '2026-03-07T14:00:00.000Z',
      },
      // She gave it herself at the kiosk: no one recorded it, and the page says "Customer" in its language.
      {
        id: 2,
        granted: true,
        source: 'kiosk',
        consent_text: 'Texts OK',
        by: null,
        at: '2026-03-08T14:00:00.000Z',
      },
    ]);
  });

  test('no paid visit: no average ticket and no last visit', () => {
    const h = customerHistory(
      {
        spend: { tickets: 0, spentCents: 0, lastPaidAt: null },
        tickets: [],
        checkIns: [],
        cards: [],
        consent: [],
        prefix: '',
      },
      NY,
    );
    expect(h.stats).toEqual({
      visits: 0,
      total_spent_cents: 0,
      average_ticket_cents: null,
      last_visit: null,
    });
  });
});
