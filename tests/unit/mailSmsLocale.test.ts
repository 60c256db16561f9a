import { describe, expect, test } from 'vitest';
import { LOCALES, type Locale } from '../../common/i18n';
import { countSegments } from '../../common/sms';
import { CATALOGUES, translator } from '../../server/services/i18n';
import { shortDate, stampIn } from '../../server/services/messageLocale';
import { receiptText, type Receipt } from '../../server/domain/tickets/receipt';
import { receiptSubject } from '../../server/domain/tickets/receiptMail';
import {
  appointmentCalendarFile,
  confirmationEmail,
} from '../../server/domain/appointments/onlineBooking';
import { appointmentSmsBody, receiptSmsBody } from '../../server/domain/sms/notifications';
import type { BookingStore, ManagedAppointment } from '../../database/queries/booking';

/**
 * Emails and texts in the reader's language: every template renders
 * in English, Vietnamese and Spanish, and English is byte for byte what it was
 * before the catalogue (the expected English below was produced by the code
 * before the change).
 */

const receipt: Receipt = {
  id: 1,
  status: 'paid',
  number: 'L-7',
  paid_at: '11-21-2026 09:05 AM',
  store: { name: 'Lotus Nail Spa', address: '12 Main St', phone: '(212) 555-0100', logo_url: null },
  header: 'Welcome',
  footer: 'Thank you!',
  customer: { name: 'Jane', phone: '', email: 'jane@example.com' },
  lines: [
    {
      id: 1,
      name: 'Gel Manicure',
      technician: 'Cindy Le',
      quantity: 1,
      unit_price: 3500,
      amount: 3500,
      discount: 500,
    },
    {
      id: 2,
      name: 'Polish Bottle',
      technician: null,
      quantity: 2,
      unit_price: 1200,
      amount: 2400,
      discount: 0,
    },
  ],
  subtotal: 5900,
  discount: 500,
  taxes: [{ name: 'Sales Tax', rate: '8.875%', amount: 213 }],
  total: 5613,
  tip: 600,
  tips: [],
  amount_due: 6213,
  tenders: [
    { type: 'cash', label: 'Cash', amount: 3213, tendered: 4000, detail: null },
    {
      type: 'credit_card',
      label: 'Credit Card',
      amount: 3000,
      tendered: null,
      detail: '**** **** **** 4242',
    },
    { type: 'gift_card', label: 'Gift Card', amount: 0, tendered: null, detail: 'GC-1' },
  ],
  change: 787,
  cash_amount: 3213,
  credit_card_amount: 3000,
  gift_card_amount: 0,
  coupon_amount: 0,
  check_amount: 0,
  points: {
    reward: { name: '$5 off', points: 50, discount: 500 },
    earned: 60,
    available: 140,
    pending: 60,
  },
};

const store: BookingStore = {
  id: 1,
  name: 'Lotus Nail Spa',
  timezone: 'America/New_York',
  region: 'en-US',
  phone: '(212) 555-0100',
  address: '12 Main St, Brooklyn',
};
const appointment: ManagedAppointment = {
  id: 9,
  status: 'booked',
  version: 2,
  startsAt: new Date('2026-11-24T19:30:00Z'),
  endsAt: new Date('2026-11-24T20:30:00Z'),
  technicianId: 3,
  employeeName: 'Cindy Le',
  anyTechnician: false,
  customerName: 'Jane Doe',
  customerEmail: 'jane@example.com',
  services: [
    { serviceId: 1, name: 'Gel Manicure', minutes: 45, priceCents: 3500 },
    { serviceId: 2, name: 'Paraffin', minutes: 15, priceCents: 1000 },
  ],
};
const mailOpts = { link: 'https://x.test/b/9', host: 'x.test', appName: 'Chairside' };

/** What the code wrote before the catalogue, for the fixtures above. */
const BEFORE = {
  receipt:
    'Lotus Nail Spa\n12 Main St\n(212) 555-0100\nWelcome\n\nTicket L-7\n11-21-2026 09:05 AM\nCustomer: Jane\n\nGel Manicure                       $35.00\n  Cindy Le\n  Discount                         −$5.00\n2 × Polish Bottle                  $24.00\n\nSubtotal                           $59.00\nDiscount                           −$5.00\nSales Tax (8.875%)                  $2.13\nTotal                              $56.13\nTip                                 $6.00\nAmount paid                        $62.13\n\nCash                               $40.00\nCredit Card **** **** **** 4242       $30.00\nGift Card GC-1                      $0.00\nChange                              $7.87\n\nReward: $5 off (50 points, $5.00 off)\nPoints earned: 60\nPoints: 140 available, 60 pending\n\nThank you!',
  receiptNoPending:
    'Lotus Nail Spa\n12 Main St\n(212) 555-0100\nWelcome\n\nTicket L-7\n11-21-2026 09:05 AM\nCustomer: Jane\n\nGel Manicure                       $35.00\n  Cindy Le\n  Discount                         −$5.00\n2 × Polish Bottle                  $24.00\n\nSubtotal                           $59.00\nDiscount                           −$5.00\nSales Tax (8.875%)                  $2.13\nTotal                              $56.13\nTip                                 $6.00\nAmount paid                        $62.13\n\nCash                               $40.00\nCredit Card **** **** **** 4242       $30.00\nGift Card GC-1                      $0.00\nChange                              $7.87\n\nPoints: 140 available\n\nThank you!',
  booked: {
    subject: 'Your appointment at Lotus Nail Spa on Tuesday, November 24, 2026 at 2:30 PM',
    text: 'Hi Jane,\n\nThank you for booking with Lotus Nail Spa. The salon will confirm your appointment shortly.\n\nWhen: Tuesday, November 24, 2026 at 2:30 PM\nWith: Cindy\n- Gel Manicure (45 min, $35.00)\n- Paraffin (15 min, $10.00)\nWhere: 12 Main St, Brooklyn\nPhone: (212) 555-0100\n\nTo cancel or change your appointment: https://x.test/b/9',
  },
  moved: {
    subject:
      'Your appointment at Lotus Nail Spa has moved to Tuesday, November 24, 2026 at 2:30 PM',
    text: 'Hi Jane,\n\nYour appointment at Lotus Nail Spa is confirmed.\n\nWhen: Tuesday, November 24, 2026 at 2:30 PM\nWith: Cindy\n- Gel Manicure (45 min, $35.00)\n- Paraffin (15 min, $10.00)\nWhere: 12 Main St, Brooklyn\nPhone: (212) 555-0100\n\nTo cancel or change your appointment: https://x.test/b/9',
  },
  reminder: {
    subject: 'Reminder: Lotus Nail Spa tomorrow at 2:30 PM',
    text: 'Hi Jane,\n\nThis is a reminder of your appointment at Lotus Nail Spa.\n\nWhen: Tuesday, November 24, 2026 at 2:30 PM\nWith: Cindy\n- Gel Manicure (45 min, $35.00)\n- Paraffin (15 min, $10.00)\nWhere: 12 Main St, Brooklyn\nPhone: (212) 555-0100\n\nTo cancel or change your appointment: https://x.test/b/9',
  },
  ics: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Chairside//Appointments//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nBEGIN:VEVENT\r\nUID:appointment-9@x.test\r\nSEQUENCE:2\r\nDTSTAMP:20261120T120000Z\r\nDTSTART:20261124T193000Z\r\nDTEND:20261124T203000Z\r\nSUMMARY:Gel Manicure\\, Paraffin at Lotus Nail Spa\r\nLOCATION:Lotus Nail Spa\\, 12 Main St\\, Brooklyn\r\nDESCRIPTION:With Cindy. Questions: (212) 555-0100.\r\nURL:https://x.test/b/9\r\nSTATUS:CONFIRMED\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
};

describe('English is exactly what it was', () => {
  test('the emailed receipt and its subject', () => {
    expect(receiptText(receipt)).toBe(BEFORE.receipt);
    expect(receiptText(receipt, 'en')).toBe(BEFORE.receipt);
    expect(
      receiptText({ ...receipt, points: { reward: null, earned: 0, available: 140, pending: 0 } }),
    ).toBe(BEFORE.receiptNoPending);
    expect(receiptSubject(receipt)).toBe('Your receipt from Lotus Nail Spa (ticket L-7)');
  });

  test('the booking confirmation, the moved notice, the reminder and the .ics', () => {
    for (const kind of ['booked', 'moved', 'reminder'] as const) {
      const m = confirmationEmail(
        store,
        kind === 'booked' ? appointment : { ...appointment, status: 'confirmed' },
        { ...mailOpts, kind, locale: 'en' },
      )!;
      expect({ subject: m.subject, text: m.text }).toEqual(BEFORE[kind]);
    }
    expect(
      appointmentCalendarFile(store, appointment, {
        host: 'x.test',
        appName: 'Chairside',
        url: 'https://x.test/b/9',
        now: new Date('2026-11-20T12:00:00Z'),
      }),
    ).toBe(BEFORE.ics);
  });

  test('the texts', () => {
    const receiptFacts = {
      store: 'Lotus Nail Spa',
      customer: 'Jane Doe',
      number: '107',
      totalCents: 5613,
      tipCents: 600,
    };
    expect(receiptSmsBody('en', receiptFacts)).toBe(
      'Lotus Nail Spa: thank you, Jane! Ticket #107 paid: $62.13 incl. $6.00 tip.',
    );
    expect(receiptSmsBody('en', { ...receiptFacts, tipCents: 0 })).toBe(
      'Lotus Nail Spa: thank you, Jane! Ticket #107 paid: $56.13.',
    );
    const a = {
      store: 'Lotus Nail Spa',
      customer: 'Jane Doe',
      startsAt: appointment.startsAt,
      timezone: 'America/New_York',
      technician: 'Cindy Le',
    };
    expect(appointmentSmsBody('en', 'booking_confirmation', a)).toBe(
      "Lotus Nail Spa: Jane, you're booked for 11-24-2026 02:30 PM with Cindy. See you then!",
    );
    expect(appointmentSmsBody('en', 'booking_confirmation', { ...a, technician: null })).toBe(
      "Lotus Nail Spa: Jane, you're booked for 11-24-2026 02:30 PM. See you then!",
    );
    expect(appointmentSmsBody('en', 'appointment_reminder', a)).toBe(
      'Lotus Nail Spa: a reminder of your appointment 11-24-2026 02:30 PM with Cindy. See you soon!',
    );
    expect(appointmentSmsBody('en', 'appointment_reminder', { ...a, technician: null })).toBe(
      'Lotus Nail Spa: a reminder of your appointment 11-24-2026 02:30 PM. See you soon!',
    );
    const t = translator('en');
    expect(
      t('sms.technicianReady', { store: 'Lotus Nail Spa', name: 'Jane', technician: 'Cindy' }),
    ).toBe('Lotus Nail Spa: Jane, Cindy is ready for you now. Please come to the front desk.');
    expect(t('sms.help', { store: t('sms.ourSalon'), phone: '(212) 555-0100' })).toBe(
      'Our salon: for help call (212) 555-0100. Reply STOP to stop texts, START to get them again. Msg & data rates may apply.',
    );
  });

  test('the account emails (verification, password reset, invitation, support, billing, pay stub, review request)', () => {
    const t = translator('en');
    const app = 'Chairside';
    const link = 'https://x.test/l';
    expect(t('mail.verify.subject', { app })).toBe(`Verify your email address for ${app}`);
    expect(t('mail.verify.text', { name: 'Ann', link })).toBe(
      `Hello Ann,\n\nPlease confirm your email address:\n${link}\n`,
    );
    expect(t('mail.reset.subject', { app })).toBe(`Reset your ${app} password`);
    expect(t('mail.reset.text', { name: 'Ann', minutes: 60, link })).toBe(
      `Hello Ann,\n\nUse this link to choose a new password (valid for 60 minutes):\n${link}\n\nIf you did not ask for this, ignore this email.`,
    );
    expect(t('mail.invite.subject', { app, team: 'Lotus' })).toBe(`${app}: join Lotus`);
    expect(
      t('mail.invite.intro', {
        inviter: 'Ann',
        team: 'Lotus',
        app,
        role: t('mail.invite.role.frontDesk'),
      }),
    ).toBe(`Ann invited you to join Lotus on ${app} as Front desk.`);
    expect(t('mail.invite.accept', { link })).toBe(`Accept the invitation: ${link}`);
    expect(t('mail.invite.expiry', { days: 7 })).toBe(
      'The link works for 7 days. If you were not expecting it, ignore this email.',
    );
    expect([
      t('mail.invite.role.owner'),
      t('mail.invite.role.manager'),
      t('mail.invite.acceptLink'),
    ]).toEqual(['Owner', 'Manager', 'Accept the invitation']);
    expect(t('mail.support.answered', { subject: 'Printer' })).toBe('Support answered: Printer');
    expect(t('mail.support.opened', { id: '12', subject: 'Printer' })).toBe(
      'Support ticket #12: Printer',
    );
    expect(t('mail.support.wrote', { author: 'Ann' })).toBe('Ann wrote:');
    expect(t('mail.support.open', { link })).toBe(`Open the ticket: ${link}`);
    expect(t('mail.support.openLink')).toBe('Open the ticket');
    expect(
      t('mail.billing.issued', { number: 'CS-1', start: '2026-11-01', end: '2026-11-30' }),
    ).toBe('Invoice CS-1 for 2026-11-01 to 2026-11-30');
    expect(t('mail.billing.reminder', { number: 'CS-1' })).toBe(
      'Reminder: invoice CS-1 is overdue',
    );
    expect(t('mail.billing.due', { date: '2026-12-15' })).toBe('Due on 2026-12-15.');
    expect(
      t('mail.billing.overdue', {
        due: '2026-12-15',
        readOnly: '2026-12-22',
        disabled: '2026-12-29',
      }),
    ).toBe(
      'It was due on 2026-12-15. The account becomes read-only on 2026-12-22 and is disabled on 2026-12-29 unless it is paid.',
    );
    expect([
      t('mail.billing.total', { amount: '$49.00' }),
      t('mail.billing.left', { amount: '$0.00' }),
      t('mail.billing.pay'),
    ]).toEqual([
      'Total: $49.00',
      'Left to pay: $0.00',
      'Pay by check or bank transfer, quoting the invoice number.',
    ]);
    expect(t('mail.stub.subject', { start: '11-01-2026', end: '11-15-2026' })).toBe(
      'Your pay stub for 11-01-2026 to 11-15-2026',
    );
    expect(
      t('mail.stub.text', {
        name: 'Cindy Le',
        start: '11-01-2026',
        end: '11-15-2026',
        store: 'Lotus Nail Spa',
        amount: '$812.50',
        days: 90,
        link,
      }),
    ).toBe(
      `Hello Cindy Le,\n\nYour pay for 11-01-2026 to 11-15-2026 at Lotus Nail Spa: $812.50.\nOpen your pay stub (the link works for 90 days):\n${link}\n`,
    );
    expect(t('mail.review.subject', { store: 'Lotus Nail Spa' })).toBe(
      'How was your visit to Lotus Nail Spa?',
    );
    expect(t('mail.review.default', { salon: 'Lotus Nail Spa', link })).toBe(
      `Thank you for visiting Lotus Nail Spa! How did we do? Tell us here: ${link}`,
    );
  });
});

describe('every template in Vietnamese and Spanish', () => {
  const keys = Object.keys(CATALOGUES.en).filter(
    (k) => k.startsWith('mail.') || k.startsWith('sms.'),
  );
  /** Words that are the same in Spanish (or a line with no words of its own). */
  const SAME: Partial<Record<Locale, string[]>> = {
    es: [
      'mail.billing.total',
      'mail.receipt.ticket',
      'mail.receipt.subtotal',
      'mail.receipt.total',
      'mail.appointment.service',
    ],
  };

  test.each(LOCALES.filter((l) => l !== 'en'))(
    '%s: each message is its own, fills every placeholder and is not English',
    (locale) => {
      const t = translator(locale);
      const values = new Proxy(
        {},
        {
          get: (_, name) =>
            name === 'days' || name === 'minutes' || name === 'points' ? 7 : `<${String(name)}>`,
          has: () => true,
        },
      );
      for (const key of keys) {
        expect(key in CATALOGUES[locale], key).toBe(true);
        const out = t(key, values as Record<string, string>);
        expect(out, key).not.toMatch(/[{}]/);
        if (!SAME[locale]?.includes(key))
          expect(out, key).not.toBe(translator('en')(key, values as Record<string, string>));
      }
    },
  );

  test.each(['vi', 'es'] as const)(
    '%s: the receipt, the appointment emails and the .ics',
    (locale) => {
      const text = receiptText(receipt, locale);
      const t = translator(locale);
      for (const key of [
        'mail.receipt.subtotal',
        'mail.receipt.tip',
        'mail.receipt.amountPaid',
        'mail.receipt.change',
        'mail.receipt.tender.cash',
        'mail.receipt.tender.creditCard',
      ])
        expect(text).toContain(t(key));
      expect(text).toContain(stampIn('11-21-2026 09:05 AM', locale));
      expect(text).not.toContain('Amount paid');
      const byCheck = receiptText(
        {
          ...receipt,
          tenders: [
            { type: 'check', label: 'Check', amount: 6213, tendered: null, detail: 'Check #123' },
          ],
        },
        locale,
      );
      expect(byCheck).toMatch(new RegExp(`\\n${t('mail.receipt.tender.check')} #123 +`));
      expect(receiptSubject(receipt, locale)).toBe(
        t('mail.receipt.subject', { store: 'Lotus Nail Spa', number: 'L-7' }),
      );
      for (const kind of ['booked', 'moved', 'reminder'] as const) {
        const m = confirmationEmail(store, appointment, { ...mailOpts, kind, locale })!;
        expect(m.subject).not.toBe(BEFORE[kind].subject);
        expect(m.text).toContain(t('mail.appointment.with', { name: 'Cindy' }));
        expect(m.text).not.toMatch(/When:|Where:|To cancel/);
      }
      const ics = appointmentCalendarFile(store, appointment, {
        host: 'x.test',
        appName: 'Chairside',
        url: null,
        locale,
      });
      expect(ics).not.toContain(' at Lotus');
    },
  );

  test('Vietnamese and Spanish dates and money', () => {
    const vi = confirmationEmail(store, appointment, {
      ...mailOpts,
      kind: 'booked',
      locale: 'vi',
    })!;
    expect(vi.subject).toBe(
      'Lịch hẹn của bạn tại Lotus Nail Spa vào Thứ Ba, 24 tháng 11, 2026 lúc 02:30 PM',
    );
    expect(vi.text).toContain('- Gel Manicure (45 phút, $35.00)');
    const es = confirmationEmail(store, appointment, {
      ...mailOpts,
      kind: 'reminder',
      locale: 'es',
    })!;
    expect(es.subject).toBe('Recordatorio: Lotus Nail Spa mañana a las 02:30 PM');
    expect(es.text).toContain('Cuándo: martes, 24 de noviembre de 2026 a las 02:30 PM');
    expect(shortDate('2026-11-06', 'vi')).toBe('06/11/2026');
    expect(stampIn('11-21-2026 09:05 PM', 'vi')).toBe('21:05 21/11/26');
    expect(stampIn('11-21-2026 09:05 PM', 'en')).toBe('11-21-2026 09:05 PM');
  });
});

describe('what a text costs in each language', () => {
  const a = {
    store: 'Lotus Nail Spa',
    customer: 'Jane Doe',
    startsAt: appointment.startsAt,
    timezone: 'America/New_York',
    technician: 'Cindy Le',
  };

  test('a Vietnamese reminder is UCS-2 (70 a segment) and kept to one segment', () => {
    const body = appointmentSmsBody('vi', 'appointment_reminder', a);
    expect(body).toBe('Lotus Nail Spa: nhắc lịch hẹn 11-24 02:30 PM với Cindy. Hẹn gặp bạn!');
    expect(countSegments(body)).toEqual({
      encoding: 'UCS-2',
      segments: 1,
      units: Array.from(body).length,
      perSegment: 70,
    });
    // The same words past 70 characters (a longer salon name) take two segments of 67, not one of 160.
    const long = appointmentSmsBody('vi', 'appointment_reminder', {
      ...a,
      store: 'Lotus Nail Spa & Beauty Lounge',
    });
    expect(countSegments(long)).toMatchObject({ encoding: 'UCS-2', segments: 2, perSegment: 67 });
    expect(
      countSegments(
        receiptSmsBody('vi', {
          store: 'Lotus Nail Spa',
          customer: 'Jane',
          number: '107',
          totalCents: 5613,
          tipCents: 600,
        }),
      ).segments,
    ).toBe(1);
    for (const kind of ['booking_confirmation', 'appointment_reminder'] as const) {
      expect(
        countSegments(appointmentSmsBody('vi', kind, { ...a, technician: null })).segments,
        kind,
      ).toBe(1);
    }
  });

  test('Vietnamese is stored composed (NFC): a decomposed accent would count as two characters', () => {
    for (const [key, message] of Object.entries(CATALOGUES.vi))
      if (key.startsWith('sms.') || key.startsWith('mail.'))
        expect(message, key).toBe(String(message).normalize('NFC'));
  });

  test('Spanish: ñ, é, ¿ and ¡ are GSM-7, á, í, ó and ú are not', () => {
    expect(countSegments('¡Hasta mañana! ¿Qué tal?').encoding).toBe('GSM-7');
    expect(countSegments('Recepción').encoding).toBe('UCS-2');
    // The Spanish texts keep to GSM-7 (160 a segment) unless a name brings an accent.
    expect(countSegments(appointmentSmsBody('es', 'appointment_reminder', a))).toMatchObject({
      encoding: 'GSM-7',
      segments: 1,
    });
    expect(appointmentSmsBody('es', 'appointment_reminder', { ...a, technician: null })).toBe(
      'Lotus Nail Spa: le recordamos su cita el 11-24 02:30 PM, ¡hasta pronto!',
    );
    expect(
      countSegments(
        receiptSmsBody('es', {
          store: 'Lotus Nail Spa',
          customer: 'Jane',
          number: '107',
          totalCents: 5613,
          tipCents: 600,
        }),
      ),
    ).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(
      countSegments(
        appointmentSmsBody('es', 'appointment_reminder', { ...a, store: 'Salón Lotus' }),
      ).encoding,
    ).toBe('UCS-2');
  });
});
