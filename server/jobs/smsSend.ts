import type { Db } from '../../database/client';
import type { JobRow } from '../../database/queries/jobs';
import { SMS_SEND_JOB } from '../domain/sms/outbox';
import { sendQueuedSms } from '../domain/sms/sender';
import { SMS_RECEIPT_JOB, textReceipt } from '../domain/sms/notifications';
import type { RouteUrl } from '../domain/urls';
import type { SmsDriver } from '../services/sms/driver';
import type { JobHandler } from './runner';

export interface SmsJobDeps {
  db: Db;
  driver: SmsDriver;
  defaultFrom: string;
  appUrl: string;
  /** The route table's URL builder, from the process that assembles the jobs (server/main.ts). */
  routeUrl: RouteUrl;
}

/** 'sms.send': the messages of one queueSms / queueSmsMany chunk (see domain/sms/sender.ts for the never-twice rules). */
export function smsSendHandler(deps: SmsJobDeps): JobHandler {
  // Twilio reports later statuses here; the query names our message, so even a send whose answer was lost finds its row.
  const statusCallback = (id: number) =>
    deps.driver.name === 'twilio'
      ? new URL(
          deps.routeUrl('webhooks.twilio.status', {}, { m: String(id) }),
          deps.appUrl,
        ).toString()
      : undefined;
  return async (job: JobRow) => {
    const { storeId, ids } = job.payload as { storeId?: unknown; ids?: unknown };
    if (
      typeof storeId !== 'number' ||
      !Array.isArray(ids) ||
      !ids.every((i) => Number.isInteger(i))
    )
      throw new Error('sms.send: bad payload');
    await sendQueuedSms(
      { db: deps.db, driver: deps.driver, defaultFrom: deps.defaultFrom, statusCallback },
      storeId,
      ids as number[],
    );
  };
}

/** 'sms.receipt': a paid ticket's receipt text, written from the committed ticket (see receiptParticipant). */
export function smsReceiptHandler(db: Db): JobHandler {
  return async (job: JobRow) => {
    const { storeId, invoiceId } = job.payload as { storeId?: unknown; invoiceId?: unknown };
    if (typeof storeId !== 'number' || typeof invoiceId !== 'number')
      throw new Error('sms.receipt: bad payload');
    await textReceipt(db, storeId, invoiceId);
  };
}

export const smsJobHandlers = (deps: SmsJobDeps): Record<string, JobHandler> => ({
  [SMS_SEND_JOB]: smsSendHandler(deps),
  [SMS_RECEIPT_JOB]: smsReceiptHandler(deps.db),
});
