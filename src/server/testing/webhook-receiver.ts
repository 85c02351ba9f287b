import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a test receiver got. */
export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  /** The raw body, as signed. */
  raw: string;
  body: {
    id: string;
    type: string;
    created: string;
    business: string;
    data: Record<string, unknown>;
  };
}

/**
 * What the receiver does with a request: answer this status, `hang` (never answer), or answer
 * `status` after `delayMs`.
 */
export type ReceiverAnswer = number | 'hang' | { status: number; delayMs: number };

/**
 * A real HTTP webhook receiver on 127.0.0.1 (port 0) for the webhook tests (decision 0059): records
 * every request and answers each with `answer(request index)` (default 200); `hang` holds the
 * request open until the receiver closes. `url` is its address; `close()` drops open requests.
 */
export async function startReceiver(answer: (index: number) => ReceiverAnswer = () => 200) {
  const received: ReceivedHook[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const index = received.length;
      received.push({ headers: req.headers, raw, body: JSON.parse(raw) as ReceivedHook['body'] });
      const a = receiver.answer(index);
      const send = (status: number) => {
        if (!res.destroyed) res.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
        receiver.answered++;
      };
      if (a === 'hang') hanging.push(res);
      else if (typeof a === 'number') send(a);
      else setTimeout(() => send(a.status), a.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const receiver = {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** How many requests were answered (or, after a delay, found their client gone). */
    answered: 0,
    answer,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return receiver;
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
