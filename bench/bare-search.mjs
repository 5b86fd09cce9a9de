// The HTTP floor of bench:market's scenarios: a bare Fastify POST route that parses the search's JSON body
// and answers the bytes the app answered to that scenario's search (set before each scenario with
// PUT /answer), with no validation, authentication, cache or database. Started by market.mjs as a child
// process: node bare-search.mjs <port>; prints "ready" once listening.
import Fastify from 'fastify';

const [port] = process.argv.slice(2);
const app = Fastify({ bodyLimit: 10 * 1024 * 1024 });
let answer = '{}';
app.put('/answer', (request, reply) => {
  answer = request.body;
  return reply.code(204).send();
});
app.post('/search', (_request, reply) => reply.type('application/json; charset=utf-8').send(answer));
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
