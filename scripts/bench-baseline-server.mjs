// A bare server for `npm run bench`: the floor the app's figures are divided by.
//   node scripts/bench-baseline-server.mjs http|fastify PORT PAYLOAD_FILE
// `http` is node:http alone; `fastify` is a bare Fastify app with the same two routes and no
// plugins. GET /list answers the payload (parsed, serialised on every request like the app);
// POST /save parses a JSON body and answers 201 with it.
import fs from 'node:fs';
import http from 'node:http';
import Fastify from 'fastify';

const [kind, portText, payloadFile] = process.argv.slice(2);
const port = Number(portText);
const payload = JSON.parse(fs.readFileSync(payloadFile, 'utf8'));

if (kind === 'http') {
  http
    .createServer((req, res) => {
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(payload));
        return;
      }
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const story = JSON.parse(body);
        res.writeHead(201, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ story }));
      });
    })
    .listen(port, '127.0.0.1', () => process.send?.('ready'));
} else if (kind === 'fastify') {
  const app = Fastify({ logger: false });
  app.get('/list', async () => payload);
  app.post('/save', async (request, reply) => {
    reply.status(201);
    return { story: request.body };
  });
  await app.listen({ port, host: '127.0.0.1' });
  process.send?.('ready');
} else {
  console.error(`unknown baseline ${kind}`);
  process.exit(2);
}
