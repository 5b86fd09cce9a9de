import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The mails the app wrote to `<dataDir>/mail` (its file transport when no SMTP is set), oldest first:
 * To, Subject and the decoded text. Used by the server tests and the e2e server alike.
 */
export async function readMails(dataDir: string) {
  const dir = join(dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [])).sort();
  return Promise.all(
    files.map(async (f) => {
      const raw = await readFile(join(dir, f), 'utf8');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
      const body = raw
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n\n');
      // quoted-printable soft line breaks and escapes, as nodemailer writes long lines
      const text = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(Number.parseInt(h, 16)));
      return { to: header('To'), subject: header('Subject'), text };
    }),
  );
}
