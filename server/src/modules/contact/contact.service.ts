import type { ContactBody, Language } from '@quizzical/common';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { translator } from '../../i18n/catalogue';
import type { Mailer } from '../../lib/mailer';
import type { ContactCaptcha } from './contact.captcha';
import { invalidCaptcha } from './contact.errors';
import type { ContactRepository } from './contact.repository';

export interface ContactDeps {
  repo: ContactRepository;
  captcha: ContactCaptcha;
  mailer: Mailer;
  config: Pick<AppConfig, 'contactTo'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** Header-safe one-line text (a name may hold line breaks; the subject must not). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function createContactService(deps: ContactDeps) {
  const { repo, captcha, mailer, config, log } = deps;

  return {
    /** A fresh proof-of-work challenge for the widget. */
    challenge: () => captcha.createChallenge(),

    /**
     * Checks the captcha (wrong, expired, forged or replayed: 400 on `recaptcha`), stores the
     * message with the sender's address, then mails it to the contact address with reply-to set
     * to the sender. The message is kept even when the mail cannot be sent (logged, not lost). Its
     * labels are in the sender's language (the request's), which tells the reader what to answer in.
     */
    async send(body: ContactBody, { address, language }: { address: string; language: Language }) {
      if (!(await captcha.verify(body.recaptcha))) throw invalidCaptcha();
      const { id } = await repo.insertMessage({
        name: body.name,
        email: body.email,
        phone: body.phone,
        message: body.message,
        address,
      });
      try {
        const t = translator(language);
        const { name, email, phone, message } = body;
        await mailer.send({
          to: config.contactTo,
          replyTo: body.email,
          subject: t('mail.contact.subject', { name: oneLine(name) }),
          text: `${t('mail.contact.body', { name, email, phone, address, id, message })}\n`,
        });
      } catch (error) {
        log.error({ err: error, contactMessageId: id }, 'contact message stored but not mailed');
      }
      return { id };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
