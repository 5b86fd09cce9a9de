import type { HostState } from '@quizzical/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostFixtures as f } from '../lib/host-fixtures';
import { type HostStreamStatus, openHostEvents } from './host-events';

/** A response body the test writes frames into; aborting the request errors it, as a real fetch does. */
function fakeBody(signal?: AbortSignal | null) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  signal?.addEventListener('abort', () => {
    if (open) controller.error(new DOMException('Aborted', 'AbortError'));
    open = false;
  });
  return {
    body,
    send: (text: string) => open && controller.enqueue(encoder.encode(text)),
    drop: () => {
      if (open) controller.error(new TypeError('network error'));
      open = false;
    },
  };
}
type Body = ReturnType<typeof fakeBody>;

const sse = (status: number, body?: Body) =>
  new Response(body?.body ?? null, {
    status,
    headers: { 'content-type': status === 200 ? 'text/event-stream' : 'application/json' },
  });
const frame = (state: HostState) => `event: state\ndata: ${JSON.stringify(state)}\n\n`;

function harness(answer: (i: number, body: Body) => Response) {
  const calls: { url: string; auth: string | null; body: Body }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = fakeBody(init?.signal);
    calls.push({ url: String(input), auth: new Headers(init?.headers).get('Authorization'), body });
    return answer(calls.length - 1, body);
  });
  const states: HostState[] = [];
  const statuses: HostStreamStatus[] = [];
  let token = 'old-token';
  const refresh = vi.fn(async () => {
    token = 'new-token';
    return token;
  });
  const stream = openHostEvents({
    code: 'ABC234',
    onState: (s) => states.push(s),
    onStatus: (s) => statuses.push(s),
    fetch: fetch as unknown as typeof globalThis.fetch,
    getAccessToken: () => token,
    refreshAccessToken: refresh,
    baseDelayMs: 10,
    maxDelayMs: 20,
    random: () => 0.5,
  });
  return { calls, states, statuses, refresh, stream };
}

let close: (() => void) | undefined;
afterEach(() => close?.());

describe('host event stream', () => {
  it('sends the bearer token, hands over every state frame and says it is live', async () => {
    const h = harness((_, body) => sse(200, body));
    close = h.stream.close;
    await vi.waitFor(() => expect(h.calls).toHaveLength(1));
    expect(h.calls[0].url).toBe('/api/quizz/ABC234/live/_events');
    expect(h.calls[0].auth).toBe('Bearer old-token');
    h.calls[0].body.send(`retry: 1000\n${frame(f.lobby())}: heartbeat\n\n`);
    // a frame split across chunks is put back together
    const text = frame(f.question());
    h.calls[0].body.send(text.slice(0, 40));
    h.calls[0].body.send(text.slice(40));
    await vi.waitFor(() => expect(h.states.map((s) => s.step)).toEqual(['lobby', 'question']));
    expect(h.statuses).toEqual(['connecting', 'live']);
  });

  it('reconnects after a drop and gets the whole state again', async () => {
    const h = harness((_, body) => sse(200, body));
    close = h.stream.close;
    await vi.waitFor(() => expect(h.calls).toHaveLength(1));
    h.calls[0].body.send(frame(f.lobby()));
    await vi.waitFor(() => expect(h.states).toHaveLength(1));
    h.calls[0].body.drop();
    await vi.waitFor(() => expect(h.calls).toHaveLength(2));
    h.calls[1].body.send(frame(f.question()));
    await vi.waitFor(() => expect(h.states.map((s) => s.step)).toEqual(['lobby', 'question']));
    expect(h.statuses).toEqual(['connecting', 'live', 'down', 'live']);
  });

  it('refreshes the token once after a 401 and retries a server error with backoff', async () => {
    const h = harness((i, body) => (i === 0 ? sse(401) : i === 1 ? sse(503) : sse(200, body)));
    close = h.stream.close;
    await vi.waitFor(() => expect(h.calls).toHaveLength(3));
    expect(h.refresh).toHaveBeenCalledTimes(1);
    expect(h.calls.map((c) => c.auth)).toEqual(['Bearer old-token', 'Bearer new-token', 'Bearer new-token']);
    h.calls[2].body.send(frame(f.reveal()));
    await vi.waitFor(() => expect(h.statuses.at(-1)).toBe('live'));
  });

  it('stops for good on 404 (not the owner, no game) and after close', async () => {
    const h = harness(() => sse(404));
    await vi.waitFor(() => expect(h.statuses).toEqual(['connecting', 'down']));
    await new Promise((r) => setTimeout(r, 60));
    expect(h.calls).toHaveLength(1);

    const g = harness((_, body) => sse(200, body));
    await vi.waitFor(() => expect(g.calls).toHaveLength(1));
    g.stream.close();
    g.calls[0].body.send(frame(f.lobby()));
    await new Promise((r) => setTimeout(r, 60));
    expect(g.states).toEqual([]);
    expect(g.calls).toHaveLength(1);
  });
});
