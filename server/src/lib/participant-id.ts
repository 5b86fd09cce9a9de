import { hash } from 'node:crypto';

/**
 * A participant's public id, as SQL over a session id column: what the live host's screen and the
 * results report know a student by. The session id is the student's secret key and is never shown to
 * a teacher; a one-way hash of its 192 random bits gives nothing of it away, and 64 bits of the hash
 * tell a quiz's participants apart. Live and results both use this one id, so one student has one id
 * on every teacher screen. The SQL form finds a session by its public id.
 */
export const participantIdSql = (sessionIdColumn: string) =>
  `left(encode(sha256(convert_to(${sessionIdColumn}, 'UTF8')), 'hex'), 16)`;

/**
 * The same id in the app, for reads of whole classes: 0.4 µs per session, where PostgreSQL's hash cost
 * a 10,000-row report read 12 ms.
 */
export const participantIdOf = (sessionId: string) => hash('sha256', sessionId, 'hex').slice(0, 16);
