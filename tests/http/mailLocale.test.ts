import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Client, createTestApp, type TestApp } from '../support/app';
import { employeeByNumber, storeId } from '../support/lookups';
import { jobs, notificationSettings, services, smsMessages } from '../../database/schema';
import { createUser } from '../../database/queries/users';
import { setStoreLocale, setUserLocale } from '../../database/queries/locales';
import { addDays, storeToday, weekdayOf } from '../../common/storeTime';
import { hashPassword } from '../../server/domain/access/passwords';
import { reminderJobKey } from '../../server/domain/appointments/onlineBooking';

/**
 * Emails and texts in the reader's language: an account's own
 * language for what is sent to it, the store's customer language for what
 * its customers get.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.resetThrottles();
  t.mail.length = 0;
});

describe('an account reads its own language', () => {
  test('a Vietnamese-speaking account gets its password reset email in Vietnamese; an English one as before', async () => {
    const vi = await createUser(t.db, {
      storeId: null,
      name: 'Lan Nguyễn',
      email: 'lan-vi@example.com',
      passwordHash: await hashPassword('password'),
    });
    await setUserLocale(t.db, vi.id, 'vi');
    await createUser(t.db, {
      storeId: null,
      name: 'Ann English',
      email: 'ann-en@example.com',
      passwordHash: await hashPassword('password'),
    });
    for (const email of ['lan-vi@example.com', 'ann-en@example.com'])
      await new Client(t.app).post('/forgot-password', { email });
    await t.runJobs();

    const mail = t.mail.find((m) => m.to === 'lan-vi@example.com')!;
    expect(mail.subject).toBe(`Đặt lại mật khẩu ${t.config.appName} của bạn`);
    expect(mail.text).toMatch(
      /^Xin chào Lan Nguyễn,\n\nDùng liên kết này để chọn mật khẩu mới \(có hiệu lực trong 60 phút\):\nhttp\S+\/reset-password\/\S+\n\nNếu bạn không yêu cầu việc này, hãy bỏ qua email này\.$/,
    );
    // The link in it still works.
    const link = new URL(/http\S+/.exec(mail.text)![0]);
    expect((await new Client(t.app).visit(`${link.pathname}${link.search}`)).body.component).toBe(
      'Auth/ResetPassword',
    );

    const english = t.mail.find((m) => m.to === 'ann-en@example.com')!;
    expect(english.subject).toBe(`Reset your ${t.config.appName} password`);
    expect(english.text).toMatch(
      /^Hello Ann English,\n\nUse this link to choose a new password \(valid for 60 minutes\):\n/,
    );
  });
});

describe("a store's customers read the store's language", () => {
  let lotus: number;
  let cindy: number;
  let service: number;

  beforeAll(async () => {
    lotus = await storeId(t.db, 'Lotus Nail Spa');
    cindy = (await employeeByNumber(t.db, lotus, '1003'))!.id;
    [{ id: service }] = await t.db
      .select({ id: services.id })
      .from(services)
      .where(
        and(eq(services.storeId, lotus), eq(services.kind, 'service'), eq(services.isActive, true)),
      )
      .limit(1);
    await setStoreLocale(t.db, lotus, 'es');
    // Confirmations and reminders by email and by text.
    await t.db
      .insert(notificationSettings)
      .values({ storeId: lotus, bookingConfirmation: 'both', appointmentReminder: 'both' })
      .onConflictDoUpdate({
        target: notificationSettings.storeId,
        set: { bookingConfirmation: 'both', appointmentReminder: 'both' },
      });
  });

  /** A Tuesday at least four days ahead, when Lotus is open and Cindy works. */
  function aTuesday(weeksLater = 0): string {
    let d = addDays(storeToday('America/New_York'), 4);
    while (weekdayOf(d) !== 2) d = addDays(d, 1);
    return addDays(d, weeksLater * 7);
  }

  test('a Spanish store: the booking confirmation and the reminder, by email and by text, are in Spanish', async () => {
    const c = new Client(t.app);
    let date = aTuesday();
    let slots: { starts_at: string }[] = [];
    for (let week = 0; week < 3 && !slots.length; week++) {
      date = aTuesday(week);
      slots = (await c.visit(`/book/${lotus}?services=${service}&employee=${cindy}&date=${date}`))
        .body.props.slots;
    }
    const res = await c.post(
      `/book/${lotus}`,
      {
        service_ids: [service],
        employee: cindy,
        starts_at: slots[0].starts_at,
        name: 'María López',
        phone: '5550309001',
        email: 'maria-es@example.com',
        sms_consent: true,
      },
      { Referer: `http://localhost:3000/book/${lotus}?date=${date}` },
    );
    expect(res.headers.location).toMatch(/\/appointments\/\d+$/);
    const id = Number(/\/appointments\/(\d+)$/.exec(res.headers.location)?.[1]);

    const [confirmation] = t.mail.filter((m) => m.to === 'maria-es@example.com');
    expect(confirmation.subject).toMatch(
      /^Su cita en Lotus Nail Spa el \S+, \d+ de \S+ de \d{4} a las \d{2}:\d{2} [AP]M$/,
    );
    expect(confirmation.text).toMatch(/^Hola, María:\n\n/);
    expect(confirmation.text).toContain('Cuándo: ');
    expect(confirmation.text).toContain('Para cancelar o cambiar su cita: http');
    expect(String(confirmation.attachments?.[0].content)).toContain('DESCRIPTION:Con ');
    const texts = async (kind: 'booking_confirmation' | 'appointment_reminder') =>
      t.db
        .select()
        .from(smsMessages)
        .where(
          and(
            eq(smsMessages.storeId, lotus),
            eq(smsMessages.sourceType, kind),
            eq(smsMessages.sourceId, id),
          ),
        );
    const [booked] = await texts('booking_confirmation');
    expect(booked.body).toMatch(
      /^Lotus Nail Spa: María, su cita es el \d{2}-\d{2} \d{2}:\d{2} [AP]M con Cindy, ¡hasta pronto!$/,
    );

    t.mail.length = 0;
    await t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.key, reminderJobKey(id, 1)));
    await t.runJobs();
    const [reminder] = t.mail.filter((m) => m.to === 'maria-es@example.com');
    expect(reminder.subject).toMatch(/^Recordatorio: Lotus Nail Spa mañana a las /);
    expect(reminder.text).toContain('Le recordamos su cita en Lotus Nail Spa.');
    const [text] = await texts('appointment_reminder');
    expect(text.body).toMatch(
      /^Lotus Nail Spa: le recordamos su cita el .+ con Cindy, ¡hasta pronto!$/,
    );
    expect(text.segments).toBe(1);
  });
});
