import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { clock } from '../../common/clock';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (an appointment's .ics). */
  attachments?: { filename: string; content: string | Buffer; contentType?: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * `<time>-<random>-<start of the address>.eml`: sortable, unique, and short
 * whatever the address (a 5,000-character one made the name too long for the
 * file system). The address itself is inside the message.
 */
export function mailFileName(to: string, now = clock.ms()): string {
  const hint = to.replace(/[^a-z0-9@._-]/gi, '_').slice(0, 40);
  return `${now}-${randomBytes(4).toString('hex')}-${hint}.eml`;
}

/**
 * nodemailer everywhere. The default "file" transport renders the real RFC 822
 * message and writes it to storage/mail/*.eml, so mail can be opened and tested offline.
 */
export function createMailer(config: Config): Mailer {
  const from = { name: config.mail.fromName, address: config.mail.fromAddress };
  if (config.mail.mailer === 'smtp') {
    const transport = nodemailer.createTransport({
      host: config.mail.host,
      port: config.mail.port,
      secure: config.mail.port === 465,
      auth: config.mail.username
        ? { user: config.mail.username, pass: config.mail.password }
        : undefined,
    });
    return { send: async (m) => void (await transport.sendMail({ from, ...m })) };
  }
  const dir = resolve(config.storageDir, 'mail');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(m) {
      const info = await transport.sendMail({ from, ...m });
      mkdirSync(dir, { recursive: true });
      writeFileSync(resolve(dir, mailFileName(m.to)), info.message as Buffer);
    },
  };
}
