import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** `=XX` escapes as the bytes they stand for (a latin1 string holds one byte per character). */
const unescapeBytes = (text: string) =>
  text.replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(Number.parseInt(h, 16)));

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) of a header, as nodemailer writes non-ASCII ones. */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(unescapeBytes(text.replaceAll('_', ' ')), 'latin1').toString('utf8'),
    );
}

/**
 * The mails the app wrote to `<dataDir>/mail` (its file transport when no SMTP is set), oldest first:
 * To, Subject and the decoded text (UTF-8, whatever the transfer encoding). Used by the server tests
 * and the e2e server alike.
 */
export async function readMails(dataDir: string) {
  const dir = join(dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [])).sort();
  return Promise.all(
    files.map(async (f) => {
      // bytes as they are: the body's encoding is decoded below
      const raw = await readFile(join(dir, f), 'latin1');
      const [head, ...rest] = raw.split(/\r?\n\r?\n/);
      const headers = head.replace(/\r?\n[ \t]+/g, ' ');
      const header = (name: string) =>
        decodeHeader(new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1]?.trim() ?? '');
      const body = rest.join('\n\n');
      const encoding = header('Content-Transfer-Encoding').toLowerCase();
      const bytes =
        encoding === 'base64'
          ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
          : // quoted-printable soft line breaks and escapes, as nodemailer writes long lines
            Buffer.from(
              encoding === 'quoted-printable' ? unescapeBytes(body.replace(/=\r?\n/g, '')) : body,
              'latin1',
            );
      return { to: header('To'), subject: header('Subject'), text: bytes.toString('utf8') };
    }),
  );
}
