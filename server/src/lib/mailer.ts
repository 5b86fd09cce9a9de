import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when `smtpUrl` is set; otherwise each message becomes an .eml file in `outboxDir`
 * (the app works offline, and tests read the real messages).
 */
export function createMailer(opts: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  logger: FastifyBaseLogger;
  /**
   * Prints a plain line (the terminal of `npm start`): each link of a mail written to the outbox, whole.
   * In the .eml file quoted-printable breaks long links across lines (`=` at 76 characters), so that
   * copying one from there gives a broken link.
   */
  notice?: (line: string) => void;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: opts.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      await mkdir(opts.outboxDir, { recursive: true });
      const name = `${Date.now()}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(join(opts.outboxDir, name), info.message as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      opts.logger.info(
        { to: message.to, subject: message.subject, file: name, links },
        'mail written to outbox',
      );
      for (const link of links) opts.notice?.(`Mail to ${message.to} (${message.subject}): ${link}`);
    },
  };
}
