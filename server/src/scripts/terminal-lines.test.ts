import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// the commands a person types, run as they run them: tsx on the sources, from the repository's root
const root = fileURLToPath(new URL('../../..', import.meta.url));
const tsx = join(root, 'node_modules', '.bin', 'tsx');

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'quizzical-terminal-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** The output of a process until `done` matches it or it exits. */
function outputOf(child: ChildProcess, done: (text: string) => boolean): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (done(text)) resolve(text);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', () => resolve(text));
  });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('what the terminal says', () => {
  it('npm run staff names the database it wrote to (the DATA_DIR it was given)', async () => {
    const child = spawn(
      tsx,
      ['server/src/scripts/staff.ts', '--email', 'admin@example.com', '--password', 'a long staff password'],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      },
    );
    const text = await outputOf(child, () => false);
    expect(text).toContain(
      `Created staff account admin@example.com in the PGlite database in ${join(dataDir, 'pglite')} (DATA_DIR).`,
    );
  }, 60_000);

  it('the server prints a plain ready line with its address, besides the JSON logs', async () => {
    const port = await freePort();
    const webDist = join(dataDir, 'web');
    await rm(webDist, { recursive: true, force: true });
    await mkdir(webDist, { recursive: true });
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Quizzical</title>');
    const child = spawn(tsx, ['server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: '',
        WEB_DIST: webDist,
      },
      // its own process group: tsx runs the server in a child of its own, which a kill of tsx alone leaves running
      detached: true,
    });
    try {
      const text = await outputOf(child, (out) => out.includes('is ready on'));
      expect(text.split('\n')).toContain(`Quizzical is ready on http://localhost:${port}`);
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }
  }, 60_000);
});
