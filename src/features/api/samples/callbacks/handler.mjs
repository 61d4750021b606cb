// A minimal callback endpoint: it verifies each callback, acknowledges it at
// once and handles each event once. Node.js 20 or later, no dependencies;
// verify-callback.mjs sits beside this file.
//
//   COINLOOM_CALLBACK_SECRET=... node handler.mjs
//
// It listens on PORT (default 8000) at /coinloom/callbacks: put that address,
// on your own domain, in the merchant's Callback URL.
import {Buffer} from 'node:buffer';
import http from 'node:http';
import process from 'node:process';
import {setImmediate} from 'node:timers';
import {CallbackVerificationError, verifyCallback} from './verify-callback.mjs';

const secret = process.env.COINLOOM_CALLBACK_SECRET;
if (!secret) {
  throw new Error('Set the COINLOOM_CALLBACK_SECRET environment variable.');
}
const port = Number(process.env.PORT || 8000);

// Ids of the events already taken in. In production, keep them in your
// database with a unique key on the id, so that a repeated delivery is
// caught across restarts and servers.
const seenEventIds = new Set();

async function handleEvent(event) {
  // Events can arrive out of order, and event.data may be stale: read the
  // object again through the API before you act on it (Integration in your
  // system, step 4).
  switch (event.type) {
    // The amount due has arrived: overpaid is final too, so both deliver.
    case 'payment.paid':
    case 'payment.overpaid':
      console.log(`payment ${event.data.id} is ${event.type.slice('payment.'.length)}: fulfil the order`);
      break;
    default:
      console.log(`${event.type} for ${event.data.id}`);
  }
}

function receive(request, response, rawBody) {
  try {
    const header = request.headers['coinloom-signature'];
    verifyCallback({secret, header, rawBody});
  } catch (error) {
    const isRefusal = error instanceof CallbackVerificationError;
    const reason = isRefusal ? error.reason : 'invalid';
    console.log(`refused a callback: ${reason}`);
    response.writeHead(400, {'Content-Type': 'text/plain'}).end(reason);
    return;
  }
  const event = JSON.parse(rawBody.toString('utf8'));

  // Acknowledge first, work afterwards: Coinloom waits only seconds for the 2xx.
  response.writeHead(200).end();
  if (seenEventIds.has(event.id)) {
    console.log(`duplicate ${event.id} skipped`);
    return;
  }
  seenEventIds.add(event.id);
  setImmediate(() => {
    handleEvent(event).catch((error) => {
      // Forget a failed event, so that a resend of it is handled once the cause is fixed.
      seenEventIds.delete(event.id);
      console.error(`handling ${event.id} failed:`, error);
    });
  });
}

const server = http.createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/coinloom/callbacks') {
    response.writeHead(404).end();
    return;
  }
  // Verify the bytes as received: parsing and re-serialising would change them.
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => receive(request, response, Buffer.concat(chunks)));
});

server.listen(port, () => {
  console.log(`listening on http://localhost:${port}/coinloom/callbacks`);
});
