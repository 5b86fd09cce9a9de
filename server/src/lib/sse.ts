import type { FastifyReply } from 'fastify';

/** A Server-Sent Events response (text/event-stream) the route keeps open and writes events to. */
export interface EventStream {
  /** One event; `data` goes out as JSON on one line (the first event also carries the `retry` hint). */
  send(event: string, data: unknown): void;
  /** One event whose `data` is already JSON text on one line (a frame serialised once for many streams). */
  sendJson(event: string, json: string): void;
  /** A comment line: clients ignore it, proxies see traffic and keep the connection open. */
  comment(text: string): void;
  /** Ends the response, after `lastWords` (a raw frame, e.g. a retry hint) if given. */
  end(lastWords?: string): void;
  /** Runs once when the stream closes, by either side; at once if the client is already gone. */
  onClose(listener: () => void): void;
}

/**
 * Takes the response over from Fastify (no serializer, no compression: each frame must leave at once)
 * and opens the stream. `retryMs`: how long a browser's EventSource waits before reconnecting.
 */
function openEventStream(reply: FastifyReply, options: { retryMs?: number } = {}): EventStream {
  reply.hijack();
  const res = reply.raw;
  // the stream's own headers, few: they stay in memory with each of thousands of open streams, and the
  // security plugin gives a stream route's other answers (errors) helmet's whole set
  // (docs/decisions/0036-live-fan-out.md)
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // never read as another type (a stream opened as a page stays text)
    'x-content-type-options': 'nosniff',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise buffer the stream
    'x-accel-buffering': 'no',
  });
  let retry = options.retryMs === undefined ? '' : `retry: ${options.retryMs}\n`;
  const write = (frame: string) => {
    if (!res.writableEnded && !res.destroyed) res.write(frame);
  };
  const sendJson = (event: string, json: string) => {
    write(`${retry}event: ${event}\ndata: ${json}\n\n`);
    retry = '';
  };
  return {
    send: (event, data) => sendJson(event, JSON.stringify(data)),
    sendJson,
    comment: (text) => write(`: ${text}\n\n`),
    end(lastWords) {
      if (lastWords) write(lastWords);
      if (!res.writableEnded) res.end();
    },
    onClose(listener) {
      let called = false;
      const once = () => {
        if (called) return;
        called = true;
        listener();
      };
      res.on('close', once);
      // a client gone before anyone listened: its 'close' has already been emitted
      if (!res.socket || res.socket.destroyed) once();
    },
  };
}

/**
 * The event streams one app has open, so that closing the app can end them (plugins/shutdown.ts): a
 * stream left open would hold `app.close()` forever.
 */
export function createEventStreams() {
  const streams = new Set<EventStream>();
  return {
    /** openEventStream, and the stream counted open until it closes. */
    open(reply: FastifyReply, options?: { retryMs?: number }): EventStream {
      const stream = openEventStream(reply, options);
      streams.add(stream);
      stream.onClose(() => streams.delete(stream));
      return stream;
    },
    /** Ends every open stream after `lastWords()` (asked once per stream). */
    endAll(lastWords: () => string) {
      for (const stream of streams) stream.end(lastWords());
    },
  };
}

export type EventStreams = ReturnType<typeof createEventStreams>;
