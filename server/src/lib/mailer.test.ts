import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

let outbox: string | undefined;
afterEach(async () => {
  if (outbox) await rm(outbox, { recursive: true, force: true });
});

describe('mails without an SMTP server', () => {
  it('prints each link whole on a line of its own, which the .eml breaks across lines', async () => {
    outbox = await mkdtemp(join(tmpdir(), 'quizzical-outbox-'));
    const lines: string[] = [];
    const mailer = createMailer({
      outboxDir: outbox,
      from: 'no-reply@quizzical.test',
      logger: Fastify({ logger: false }).log,
      notice: (line) => lines.push(line),
    });
    const link = `http://localhost:8000/activate/${'a'.repeat(40)}/${'b'.repeat(60)}`;
    await mailer.send({
      to: 'anna@example.com',
      subject: 'Activate your account',
      text: `Hello Anna,\n\nOpen this link:\n\n${link}\n`,
    });
    expect(lines).toEqual([`Mail to anna@example.com (Activate your account): ${link}`]);
    // the reason: quoted-printable cuts the link in the file
    const [file] = await readdir(outbox);
    expect(await readFile(join(outbox, file), 'utf8')).not.toContain(link);
  });
});
