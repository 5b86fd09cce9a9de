// The reference of bench:report: a bare Fastify route sending the stored bytes of a report with the headers
// the app sends (no authentication, no owner check, no database). Started by report.mjs as a child process:
// node bare-report.mjs <port> <identity file> <gzip file>; prints "ready" once listening.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, identityFile, gzipFile] = process.argv.slice(2);
const identity = readFileSync(identityFile);
const gzipped = readFileSync(gzipFile);
const app = Fastify();
const headers = {
  'cache-control': 'private, no-cache',
  vary: 'accept-encoding',
  etag: 'W/"bare"',
  'content-type': 'application/json; charset=utf-8',
};
app.get('/report', (request, reply) => {
  reply.headers(headers);
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
    return reply.header('content-encoding', 'gzip').send(gzipped);
  return reply.send(identity);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
