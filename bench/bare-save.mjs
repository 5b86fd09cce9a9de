// The reference of bench:students' saves: a bare Fastify POST route on the save's path that parses the
// same JSON body and answers the same 201 `{"detail":"saved"}` (no validation, no session, no limits, no
// hooks, no database). Started by students.mjs as a child process: node bare-save.mjs <port>; prints
// "ready" once listening.
import Fastify from 'fastify';

const [port] = process.argv.slice(2);
const app = Fastify();
app.post('/api/quizz/response/_save/:code', (_request, reply) => reply.code(201).send({ detail: 'saved' }));
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
