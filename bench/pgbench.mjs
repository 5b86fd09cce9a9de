// The SQL floor of a benchmark: statements run by pgbench on the same machine, in the same run, with the
// same number of connections as the HTTP load, and every transaction's latency read from pgbench's log.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** pgbench runs at most this many scripts at once (MAX_SCRIPTS in its source). */
export const PGBENCH_MAX_SCRIPTS = 128;

/**
 * Runs each of `scripts` (SQL text, one transaction each) picked at random with equal weight, on
 * `clients` connections, `transactions` per client (simple protocol: parsed and planned every time, as
 * the app's statements are). Answers every transaction's latency in ms, sorted.
 */
export function pgbenchLatencies({ databaseUrl, scripts, clients, transactions }) {
  const dir = mkdtempSync(join(tmpdir(), 'qz-pgbench-'));
  try {
    const files = scripts.slice(0, PGBENCH_MAX_SCRIPTS).map((sql, i) => {
      const file = join(dir, `s${i}.sql`);
      writeFileSync(file, `${sql.replace(/\s+/g, ' ').trim()};\n`);
      return ['-f', file];
    });
    execFileSync(
      'pgbench',
      [
        '-n',
        '-c',
        String(clients),
        '-j',
        '2',
        '-t',
        String(transactions),
        '-l',
        `--log-prefix=${join(dir, 'log')}`,
        ...files.flat(),
        databaseUrl,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    // one line per transaction: client, transaction number, latency in µs, script, epoch s, µs
    return readdirSync(dir)
      .filter((name) => name.startsWith('log'))
      .flatMap((name) => readFileSync(join(dir, name), 'utf8').trim().split('\n'))
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .sort((a, b) => a - b);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The nearest-rank quantile `q` of sorted `values` (undefined when empty). */
export const quantile = (values, q) => values[Math.max(0, Math.ceil(q * values.length) - 1)];

/** An SQL string literal. */
export const literal = (text) => `'${String(text).replaceAll("'", "''")}'`;
