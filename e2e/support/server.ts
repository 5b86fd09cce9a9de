import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { readMails } from '../../server/src/test/mail-files';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Mail written to the outbox, oldest first (quoted-printable decoded). */
  mails(): Promise<{ to: string; subject: string; text: string }[]>;
  /** Waits for a mail to `to` whose text matches `pattern`, and returns the first match's groups. */
  waitForMail(to: string, pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /**
   * Waits for a mail to `to` holding a link to this server whose path starts with `pathPrefix`
   * (e.g. '/activate/', '/password/reset/confirm/'), and returns that path (usable with page.goto).
   */
  waitForLink(to: string, pathPrefix: string, timeoutMs?: number): Promise<string>;
  /** Stops the server; its data directory is removed unless `keepData` (to start again on it). */
  stop(options?: { keepData?: boolean }): Promise<void>;
  /** The server process (a test of its shutdown sends it signals) and its exit code once it exits. */
  process: ChildProcess;
  exited: Promise<number | null>;
}

export interface NewUser {
  email: string;
  password: string;
  first_name?: string;
  last_name?: string;
  organization_name?: string;
  /** The account's language (its pages and e-mails); absent: the server's default, English. */
  language?: string;
}

/** Signs a user up through the API and activates the account with the link of the mail. */
export async function createActiveUser(server: RunningServer, user: NewUser): Promise<void> {
  const res = await fetch(`${server.url}/auth/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Test', last_name: 'User', ...user }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const link = await server.waitForLink(user.email, '/activate/');
  const [, , uid, token] = link.split('/');
  const activation = await fetch(`${server.url}/auth/users/activation/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uid, token }),
  });
  if (activation.status !== 204) throw new Error(`activation failed: ${activation.status}`);
}

/** An access token for API calls as this user (`authorization: Bearer …`); throws when refused. */
/** The API's access and refresh tokens of a user (POST /auth/jwt/create/). */
export async function apiTokens(
  server: RunningServer,
  email: string,
  password: string,
): Promise<{ access: string; refresh: string }> {
  const res = await fetch(`${server.url}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!res.ok) throw new Error(`sign-in refused: ${res.status} ${await res.text()}`);
  return (await res.json()) as { access: string; refresh: string };
}

export const apiToken = async (server: RunningServer, email: string, password: string) =>
  (await apiTokens(server, email, password)).access;

/**
 * A call to the server's API as the user of `token` (anonymous when null), with a JSON or FormData
 * body; throws on an error status, answers the JSON of the answer (undefined when it is empty).
 */
export async function apiCall<T = unknown>(
  server: RunningServer,
  token: string | null,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const method = init.method ?? 'GET';
  const form = init.body instanceof FormData;
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body === undefined || form ? {} : { 'content-type': 'application/json' }),
    },
    body: form ? (init.body as FormData) : init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The answer of a student's join (`response`), as the tests read it. */
interface StudentReply {
  response: { session_id: string; questions: { id: number }[] };
}

/** A student's call (no account): POSTs `body` as JSON, answers its JSON; an error status fails the test. */
export const studentPost = (server: RunningServer, path: string, body: unknown) =>
  apiCall<StudentReply>(server, null, path, { method: 'POST', body });

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/**
 * Runs SQL statements on the database of a stopped server (PGlite allows one process at a time):
 * a browser test's way to store what the API refuses, as data stored before a rule existed.
 */
export function runSql(dataDir: string, statements: string, env: Record<string, string> = {}) {
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'e2e/support/run-sql.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    input: statements,
    stdio: ['pipe', 'inherit', 'inherit'],
  });
}

/**
 * Starts the real server process (as `npm start` does, on the built SPA) with its own PGlite data
 * directory (or `dataDir`, the kept directory of a stopped server), or on DATABASE_URL when given in `env`;
 * on a free port, or `port` (a restart on the same address).
 */
export async function startServer(
  options: {
    env?: Record<string, string>;
    staff?: { email: string; password: string };
    dataDir?: string;
    /** The port of a stopped server, so that the pages open on it find the restarted one. */
    port?: number;
  } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'quizzical-e2e-')));
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', ...options.env };
  // a new PGlite database starts as a copy of the suite's migrated one (global-setup.ts)
  if (!options.dataDir && !env.DATABASE_URL) {
    await cp(inject('pgliteTemplateDir'), join(dataDir, 'pglite'), { recursive: true });
  }
  if (options.staff) {
    // PGlite allows one process at a time: make the staff account before the server opens the database.
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        join(root, 'server/src/scripts/staff.ts'),
        '--email',
        options.staff.email,
        '--password',
        options.staff.password,
      ],
      {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: 'inherit',
      },
    );
  }
  // the compiled server, as `npm start` runs it (built here when older than its sources)
  execFileSync(process.execPath, [join(root, 'scripts/build-when-stale.mjs'), 'server'], {
    stdio: 'inherit',
  });
  const { SERVER_NODE_ARGS } = await import('../../scripts/server-process.mjs' as string);
  const child: ChildProcess = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/config`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }

  const mails = () => readMails(dataDir);

  async function waitForMail(to: string, pattern: RegExp, timeoutMs = 10_000) {
    const end = Date.now() + timeoutMs;
    for (;;) {
      for (const mail of (await mails()).reverse()) {
        const match = mail.to.includes(to) ? pattern.exec(mail.text) : null;
        if (match) return match;
      }
      if (Date.now() > end) throw new Error(`no mail to ${to} matching ${pattern}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url,
    dataDir,
    process: child,
    exited,
    mails,
    waitForMail,
    async waitForLink(to, pathPrefix, timeoutMs) {
      const escaped = pathPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const match = await waitForMail(
        to,
        new RegExp(`https?://[^/\\s"'<>]+(${escaped}[^\\s"'<>]*)`),
        timeoutMs,
      );
      return match[1];
    },
    async stop({ keepData = false } = {}) {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
