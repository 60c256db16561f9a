import type { Db } from '../../../database/client';
import { scheduleJob } from '../../../database/queries/jobs';
import {
  claimAttachments,
  getSupportTicket,
  insertSupportMessage,
  insertSupportTicket,
  listSupportMessages,
  setSupportTicketStatus,
  superAdminEmails,
  supportContact,
  type SupportScope,
  type SupportTicketRow,
} from '../../../database/queries/supports';
import { SUPER_ADMIN } from '../access/permissions';
import type { Mailer } from '../../services/mail';
import { translator } from '../../services/i18n';
import { addressLocale } from '../../services/messageLocale';
import { DomainError } from '../errors';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

export const SUPPORT_MAIL_JOB = 'support.reply_email';

/** A store person (or a referral partner) opens a ticket with its first message; the super admins are mailed. */
export async function openTicket(
  db: Db,
  v: {
    storeId: number | null;
    userId: number;
    subject: string;
    body: string;
    attachments?: number[];
  },
  now = clock.now(),
) {
  return db.transaction(async (tx) => {
    const ticket = await insertSupportTicket(tx, {
      storeId: v.storeId,
      openedBy: v.userId,
      subject: v.subject,
      createdAt: now,
    });
    const message = await insertSupportMessage(tx, {
      ticketId: ticket.id,
      authorId: v.userId,
      isStaff: false,
      body: v.body,
      createdAt: now,
    });
    await attach(tx, v.userId, message.id, v.attachments ?? []);
    await queueSupportMail(tx, message.id, ticket.id, now);
    return ticket;
  });
}

/**
 * A reply: the super admin's answers the ticket (its opener is mailed); the
 * store's reopens it for the super admin (who are mailed). A closed ticket
 * takes no reply until reopened.
 */
export async function replyToTicket(
  db: Db,
  ticket: SupportTicketRow,
  v: { userId: number; isStaff: boolean; body: string; attachments?: number[] },
  now = clock.now(),
) {
  if (ticket.status === 'closed')
    throw new DomainError(say('validation.supports.thisTicketIsClosedReopen'), 'body');
  return db.transaction(async (tx) => {
    const message = await insertSupportMessage(tx, {
      ticketId: ticket.id,
      authorId: v.userId,
      isStaff: v.isStaff,
      body: v.body,
      createdAt: now,
    });
    await attach(tx, v.userId, message.id, v.attachments ?? []);
    await setSupportTicketStatus(tx, ticket.id, v.isStaff ? 'answered' : 'open', now);
    await queueSupportMail(tx, message.id, ticket.id, now);
    return message;
  });
}

/** At most this many images on one message, each at most this many bytes. */
export const MAX_ATTACHMENTS = 3;
export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;

/**
 * The sender's uploaded images go on the message, in its transaction: an id
 * that is not theirs, or already on a message (a second submit), refuses
 * the whole message, so nothing is sent half.
 */
async function attach(tx: Db, userId: number, messageId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length > MAX_ATTACHMENTS)
    throw new DomainError(
      say('validation.supports.attachAtMostImages', { max: MAX_ATTACHMENTS }),
      'attachments',
    );
  const taken = await claimAttachments(tx, userId, messageId, unique);
  if (taken.length !== unique.length)
    throw new DomainError(say('validation.supports.anImageIsNoLonger'), 'attachments');
}

export async function setTicketClosed(
  db: Db,
  ticket: SupportTicketRow,
  closed: boolean,
  now = clock.now(),
) {
  if (closed && ticket.status === 'closed')
    throw new DomainError(say('validation.supports.thisTicketIsAlreadyClosed'));
  if (!closed && ticket.status !== 'closed')
    throw new DomainError(say('validation.supports.thisTicketIsNotClosed'));
  return setSupportTicketStatus(db, ticket.id, closed ? 'closed' : 'open', now);
}

function queueSupportMail(db: Db, messageId: number, ticketId: number, now: Date) {
  return scheduleJob(db, {
    kind: SUPPORT_MAIL_JOB,
    key: `${SUPPORT_MAIL_JOB}:${messageId}`,
    runAt: now,
    payload: { ticketId, messageId },
  });
}

/** The mail for one message: the staff's to the ticket's opener; a store's (or partner's) to every super admin. */
export async function mailSupportMessage(
  db: Db,
  mailer: Mailer,
  ticketId: number,
  messageId: number,
  appName: string,
  appUrl: string,
) {
  const ticket = await getSupportTicket(db, { kind: 'admin' } satisfies SupportScope, ticketId);
  if (!ticket) return;
  const message = (await listSupportMessages(db, ticketId)).find((r) => r.m.id === messageId);
  if (!message) return;
  const to = message.m.isStaff
    ? [(await supportContact(db, ticket.openedBy))?.email].filter((e): e is string => !!e)
    : await superAdminEmails(db, SUPER_ADMIN);
  const link = `${appUrl.replace(/\/$/, '')}/dashboard/supports/${ticket.id}`;
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  // Each address in its account's language: the opener's, or each super admin's own.
  for (const address of to) {
    const t = translator(await addressLocale(db, address));
    const head = message.m.isStaff
      ? t('mail.support.answered', { subject: ticket.subject })
      : t('mail.support.opened', { id: String(ticket.id), subject: ticket.subject });
    const text = [
      t('mail.support.wrote', { author: message.author }),
      '',
      message.m.body,
      '',
      t('mail.support.open', { link }),
      `— ${appName}`,
    ].join('\n');
    const html = `<p>${t('mail.support.wrote', { author: esc(message.author) })}</p><blockquote style="white-space:pre-wrap">${esc(message.m.body)}</blockquote><p><a href="${esc(link)}">${esc(t('mail.support.openLink'))}</a></p>`;
    await mailer.send({ to: address, subject: `${appName}: ${head}`, text, html });
  }
}
