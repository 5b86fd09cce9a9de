import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type EventSourceMessage,
  type EventStreamOptions,
  openEventStream,
  type StreamStatus,
} from './event-stream';

/** A response body the test writes to; aborting the request errors it, as a real fetch does. */
function fakeStream(signal?: AbortSignal | null) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      open = false;
    },
  });
  const fail = (error: unknown) => {
    if (!open) return;
    open = false;
    controller.error(error);
  };
  signal?.addEventListener('abort', () => fail(new DOMException('Aborted', 'AbortError')));
  return {
    body,
    send: (text: string) => open && controller.enqueue(encoder.encode(text)),
    end: () => {
      if (open) controller.close();
      open = false;
    },
    drop: () => fail(new TypeError('network error')),
    get open() {
      return open;
    },
  };
}

type Stream = ReturnType<typeof fakeStream>;
interface Call {
  url: string;
  auth: string | null;
  accept: string | null;
  stream: Stream;
}

function fakeResponse(status: number, stream?: Stream, type = 'text/event-stream; charset=utf-8'): Response {
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: new Headers({ 'content-type': type }),
    body: stream?.body ?? null,
  } as unknown as Response;
}

/**
 * A fake server: each connection gets a stream; `answer` decides the response (default: 200 with
 * the stream). The test then writes frames into `calls[i].stream`.
 */
function fakeServer(answer?: (call: Call, index: number) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const call: Call = {
      url: String(input),
      auth: headers.get('Authorization'),
      accept: headers.get('Accept'),
      stream: fakeStream(init?.signal),
    };
    calls.push(call);
    return answer ? answer(call, calls.length - 1) : fakeResponse(200, call.stream);
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    calls,
    /** The latest connection. */
    last(): Call {
      const call = calls.at(-1);
      if (!call) throw new Error('expected a connection');
      return call;
    },
  };
}

/** Lets pending promise chains (fetch, reads, parsing) run without moving the clock. */
async function settle() {
  for (let i = 0; i < 30; i++) await Promise.resolve();
}

/**
 * A signed stream as the results page opens it; `onUpdate` counts its `update` events. `token` and
 * `refresh` replace the session's token and its refresh.
 */
function open(
  server: ReturnType<typeof fakeServer>,
  extra: Partial<EventStreamOptions> & {
    token?: () => string | null;
    refresh?: (refused: string | null) => Promise<string | null>;
  } = {},
) {
  const statuses: StreamStatus[] = [];
  const events: EventSourceMessage[] = [];
  const onUpdate = vi.fn();
  const onReady = vi.fn();
  let token = 'access-1';
  const refreshAccessToken = vi.fn(
    extra.refresh ??
      (async () => {
        token = 'access-2';
        return token;
      }),
  );
  const { token: getToken, refresh: _refresh, ...rest } = extra;
  const stream = openEventStream({
    url: '/api/quizz/ABC123/events',
    fetch: server.fetch,
    auth: { getAccessToken: getToken ?? (() => token), refreshAccessToken },
    onEvent: (event) => {
      events.push(event);
      if (event.event === 'update') onUpdate();
    },
    onReady,
    onStatus: (s) => statuses.push(s),
    random: () => 0.5, // no jitter: delays are exactly base * 2^(n-1)
    ...rest,
  });
  return { stream, statuses, events, onUpdate, onReady, refreshAccessToken };
}

const READY = 'retry: 3000\nevent: ready\ndata: {"quizz":"ABC123"}\n\n';

/** A stream opened as `open` does, past the server's ready frame: live. */
async function openLive(server: ReturnType<typeof fakeServer>, extra: Parameters<typeof open>[1] = {}) {
  const opened = open(server, extra);
  await settle();
  server.calls[0].stream.send(READY);
  await settle();
  return opened;
}
const UPDATE = 'event: update\ndata: {"quizz":"ABC123","at":1}\n\n';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('event stream', () => {
  it('connects with the bearer token and reports live, then one update per update frame', async () => {
    const server = fakeServer();
    const { statuses, onUpdate, onReady, stream } = open(server);
    await settle();
    expect(server.calls[0]).toMatchObject({
      url: '/api/quizz/ABC123/events',
      auth: 'Bearer access-1',
      accept: 'text/event-stream',
    });
    expect(statuses).toEqual(['connecting']);

    server.calls[0].stream.send(READY);
    await settle();
    expect(statuses).toEqual(['connecting', 'live']);
    expect(onReady).toHaveBeenCalledWith(false);

    server.calls[0].stream.send(UPDATE.slice(0, 10));
    await settle();
    expect(onUpdate).not.toHaveBeenCalled();
    server.calls[0].stream.send(`${UPDATE.slice(10)}: keep-alive\n\n${UPDATE}`);
    await settle();
    expect(onUpdate).toHaveBeenCalledTimes(2);
    stream.close();
  });

  it('reconnects after a drop, using the delay the server asked for, and says it reconnected', async () => {
    const server = fakeServer();
    const { statuses, onReady, stream } = await openLive(server);

    server.calls[0].stream.drop();
    await settle();
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(server.calls).toHaveLength(2);

    server.calls[1].stream.send(READY);
    await settle();
    expect(statuses.at(-1)).toBe('live');
    expect(onReady).toHaveBeenLastCalledWith(true);
    stream.close();
  });

  it('treats a stream the server ended as a drop too', async () => {
    const server = fakeServer();
    const { statuses, stream } = await openLive(server);
    server.calls[0].stream.end();
    await settle();
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(server.calls).toHaveLength(2);
    stream.close();
  });

  it('falls back to polling after repeated failures and keeps retrying with growing delays', async () => {
    const server = fakeServer(() => Promise.reject(new TypeError('offline')));
    const { statuses, stream } = open(server, { baseDelayMs: 1_000, maxDelayMs: 8_000 });
    await settle();
    expect(server.calls).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'reconnecting']);

    const times: number[] = [];
    let last = Date.now();
    for (let attempt = 2; attempt <= 6; attempt++) {
      while (server.calls.length < attempt) await vi.advanceTimersByTimeAsync(100);
      times.push(Date.now() - last);
      last = Date.now();
    }
    // 1 s, 2 s, 4 s, then capped at 8 s
    expect(times.map((t) => Math.round(t / 1000))).toEqual([1, 2, 4, 8, 8]);
    expect(statuses).toEqual(['connecting', 'reconnecting', 'polling']);
    stream.close();
  });

  it('leaves polling as soon as a reconnection succeeds', async () => {
    let down = true;
    const server = fakeServer((call) =>
      down ? Promise.reject(new TypeError('offline')) : fakeResponse(200, call.stream),
    );
    const { statuses, stream } = open(server, { baseDelayMs: 1_000 });
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(statuses.at(-1)).toBe('polling');
    down = false;
    await vi.advanceTimersByTimeAsync(2_000);
    await settle();
    server.last().stream.send(READY);
    await settle();
    expect(statuses.at(-1)).toBe('live');
    stream.close();
  });

  it('refreshes the access token once on a 401 and reconnects with the new one', async () => {
    const server = fakeServer((call) =>
      call.auth === 'Bearer access-1'
        ? fakeResponse(401, undefined, 'application/json')
        : fakeResponse(200, call.stream),
    );
    const { statuses, refreshAccessToken, stream } = open(server);
    await settle();
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(refreshAccessToken).toHaveBeenCalledWith('access-1');
    expect(server.calls.map((c) => c.auth)).toEqual(['Bearer access-1', 'Bearer access-2']);
    server.calls[1].stream.send(READY);
    await settle();
    expect(statuses.at(-1)).toBe('live');
    stream.close();
  });

  it('stops for good when the session is over (no token can be had)', async () => {
    const server = fakeServer(() => fakeResponse(401, undefined, 'application/json'));
    const { statuses, stream } = open(server, { refresh: async () => null });
    await settle();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.calls).toHaveLength(1);
    expect(statuses.at(-1)).toBe('polling');
    stream.close();
  });

  it('does not loop on refreshes when the new token is refused too: it backs off instead', async () => {
    const server = fakeServer(() => fakeResponse(401, undefined, 'application/json'));
    const { refreshAccessToken, statuses, stream } = open(server, { baseDelayMs: 1_000 });
    await settle();
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(server.calls).toHaveLength(2);
    expect(statuses.at(-1)).toBe('reconnecting');
    stream.close();
  });

  it('tries the refresh again on the next attempt when the refresh itself failed (offline)', async () => {
    const server = fakeServer((call) =>
      call.auth === 'Bearer access-2'
        ? fakeResponse(200, call.stream)
        : fakeResponse(401, undefined, 'application/json'),
    );
    let token = 'access-1';
    const refreshAccessToken = vi
      .fn<() => Promise<string | null>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockImplementation(async () => {
        token = 'access-2';
        return token;
      });
    const { statuses, stream } = open(server, {
      baseDelayMs: 1_000,
      token: () => token,
      refresh: refreshAccessToken,
    });
    await settle();
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(refreshAccessToken).toHaveBeenCalledTimes(2);
    server.last().stream.send(READY);
    await settle();
    expect(server.last().auth).toBe('Bearer access-2');
    expect(statuses.at(-1)).toBe('live');
    stream.close();
  });

  it('stops for good on 404 (not the owner, or the quiz is gone)', async () => {
    const server = fakeServer(() => fakeResponse(404, undefined, 'application/json'));
    const { statuses, stream } = open(server);
    await settle();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.calls).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'polling']);
    stream.close();
  });

  it('retries on a server error or an answer that is not an event stream', async () => {
    const server = fakeServer((call, i) =>
      i === 0 ? fakeResponse(503, undefined, 'text/plain') : fakeResponse(200, call.stream, 'text/html'),
    );
    const { statuses, stream } = open(server, { baseDelayMs: 1_000 });
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(server.calls).toHaveLength(2);
    expect(statuses).toEqual(['connecting', 'reconnecting', 'polling']);
    stream.close();
  });

  it('restarts a connection that went silent (no keep-alive within the idle timeout)', async () => {
    const server = fakeServer();
    const { statuses, stream } = await openLive(server, { idleTimeoutMs: 60_000, baseDelayMs: 1_000 });
    await vi.advanceTimersByTimeAsync(30_000);
    server.calls[0].stream.send(': keep-alive\n\n');
    await settle();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(server.calls[0].stream.open).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(server.calls[0].stream.open).toBe(false);
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(server.calls).toHaveLength(2);
    stream.close();
  });

  it('polls when neither an update nor a heartbeat comes within 2.5 heartbeats, and is live again when one does', async () => {
    const server = fakeServer();
    const { statuses, onReady, onUpdate, stream } = open(server);
    await settle();
    const frames = server.calls[0].stream;
    frames.send('event: ready\ndata: {"quizz":"ABC123","heartbeat_ms":1000,"live":true}\n\n');
    await settle();
    expect(statuses.at(-1)).toBe('live');

    // heartbeats and updates keep it live
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(1_000);
      frames.send(i % 2 ? UPDATE : 'event: heartbeat\ndata: {"at":1}\n\n');
      await settle();
    }
    expect(statuses.at(-1)).toBe('live');

    // the server's database link is down: it sends only comments, which keep the connection but not "live"
    await vi.advanceTimersByTimeAsync(1_000);
    frames.send(': keep-alive\n\n');
    await vi.advanceTimersByTimeAsync(1_000);
    frames.send(': keep-alive\n\n');
    await vi.advanceTimersByTimeAsync(499);
    expect(statuses.at(-1)).toBe('live');
    await vi.advanceTimersByTimeAsync(1);
    expect(statuses.at(-1)).toBe('polling');
    expect(frames.open).toBe(true); // no reconnection: the server keeps the stream and resumes on its own
    expect(server.calls).toHaveLength(1);

    // it speaks again: live, and one more refetch (updates may have been missed meanwhile)
    onReady.mockClear();
    frames.send('event: heartbeat\ndata: {"at":2}\n\n');
    await settle();
    expect(statuses.at(-1)).toBe('live');
    expect(onReady).toHaveBeenCalledWith(true);
    expect(onUpdate).toHaveBeenCalledTimes(2);
    stream.close();
  });

  it('starts polling when the server says it does not hear changes yet, and goes live on its first heartbeat', async () => {
    const server = fakeServer();
    const { statuses, stream } = open(server);
    await settle();
    server.calls[0].stream.send(
      'event: ready\ndata: {"quizz":"ABC123","heartbeat_ms":1000,"live":false}\n\n',
    );
    await settle();
    expect(statuses).toEqual(['connecting', 'polling']);
    server.calls[0].stream.send('event: heartbeat\ndata: {"at":1}\n\n');
    await settle();
    expect(statuses).toEqual(['connecting', 'polling', 'live']);
    stream.close();
  });

  it('does not watch for silence when the server names no heartbeat interval', async () => {
    const server = fakeServer();
    const { statuses, stream } = await openLive(server);
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(25_000);
      server.calls[0].stream.send(': keep-alive\n\n');
      await settle();
    }
    expect(statuses).toEqual(['connecting', 'live']);
    stream.close();
  });

  it('close() aborts the connection and nothing happens afterwards', async () => {
    const server = fakeServer();
    const { statuses, onUpdate, stream } = await openLive(server);
    stream.close();
    await settle();
    expect(server.calls[0].stream.open).toBe(false);
    server.calls[0].stream.send(UPDATE);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(onUpdate).not.toHaveBeenCalled();
    expect(server.calls).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'live']);
  });

  it('is live on the first event of a stream without a ready event, and after each reconnection', async () => {
    const server = fakeServer();
    const { statuses, events, onReady, stream } = open(server);
    await settle();
    const state = 'event: state\ndata: {"step":"lobby","version":1}\n\n';
    server.calls[0].stream.send(`retry: 1000\n: heartbeat\n\n${state.slice(0, 20)}`);
    await settle();
    expect(statuses).toEqual(['connecting']); // a comment keeps the connection, it says nothing more
    server.calls[0].stream.send(state.slice(20));
    await settle();
    expect(statuses).toEqual(['connecting', 'live']);
    expect(events.map((e) => [e.event, JSON.parse(e.data)])).toEqual([
      ['state', { step: 'lobby', version: 1 }],
    ]);

    server.calls[0].stream.drop();
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    server.calls[1].stream.send(state);
    await settle();
    expect(statuses).toEqual(['connecting', 'live', 'reconnecting', 'live']);
    expect(events).toHaveLength(2);
    expect(onReady).not.toHaveBeenCalled();
    stream.close();
  });

  it('sends no token on an anonymous stream, and retries a 401 there instead of refreshing', async () => {
    const server = fakeServer((call, i) =>
      i === 0 ? fakeResponse(401, undefined, 'application/json') : fakeResponse(200, call.stream),
    );
    const statuses: StreamStatus[] = [];
    const stream = openEventStream({
      url: '/api/quizz/live/ABC123/_events?session_id=s-1',
      fetch: server.fetch,
      onEvent: () => {},
      onStatus: (s) => statuses.push(s),
      baseDelayMs: 1_000,
      random: () => 0.5,
    });
    await settle();
    expect(server.calls[0].auth).toBeNull();
    expect(statuses).toEqual(['connecting', 'reconnecting']);
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    server.calls[1].stream.send('event: state\ndata: {}\n\n');
    await settle();
    expect(statuses.at(-1)).toBe('live');
    stream.close();
  });
});
