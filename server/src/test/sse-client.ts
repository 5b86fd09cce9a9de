import { afterEach } from 'vitest';

/** One Server-Sent Events frame as a browser's EventSource would see it (comments have type ':'). */
export interface SseEvent {
  type: string;
  data: string;
  at: number;
  frame: string;
}

/**
 * Opens an event stream with a real HTTP client (fetch) and records its frames as they arrive.
 * A refused stream (not text/event-stream) has its status and body and no events.
 */
export async function openSse(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  let ended = false;
  const isStream = !!res.headers.get('content-type')?.startsWith('text/event-stream');
  const body = isStream ? '' : await res.text();
  if (isStream && res.body) {
    const reader = res.body.getReader();
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const type = frame.startsWith(':') ? ':' : (/^event: (.*)$/m.exec(frame)?.[1] ?? 'message');
            events.push({ type, data: /^data: (.*)$/m.exec(frame)?.[1] ?? '', at: Date.now(), frame });
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted by the test
      }
      ended = true;
    })();
  }

  /** The `state` events' data, parsed, in arrival order. */
  const states = <T>() => events.filter((e) => e.type === 'state').map((e) => JSON.parse(e.data) as T);

  /** The first recorded event after index `from` that matches, or a failure after `timeoutMs`. */
  async function waitFor(match: (event: SseEvent) => boolean, from = 0, timeoutMs = 5_000) {
    const start = Date.now();
    for (;;) {
      const found = events.slice(from).find(match);
      if (found) return found;
      if (Date.now() - start > timeoutMs) throw new Error(`no matching event within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** The first `state` after the first `from` ones that matches, or a failure after `timeoutMs`. */
  async function waitForState<T>(match: (state: T) => boolean, from = 0, timeoutMs = 5_000): Promise<T> {
    const start = Date.now();
    for (;;) {
      const found = states<T>().slice(from).find(match);
      if (found) return found;
      if (Date.now() - start > timeoutMs)
        throw new Error(
          `no matching state within ${timeoutMs} ms; got ${JSON.stringify(states().slice(from))}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** Resolves when the server has ended the stream. */
  async function waitForEnd(timeoutMs = 5_000) {
    const start = Date.now();
    while (!ended) {
      if (Date.now() - start > timeoutMs) throw new Error(`the stream did not end within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  return {
    status: res.status,
    headers: res.headers,
    body,
    events,
    states,
    waitFor,
    waitForState,
    waitForEnd,
    close: () => controller.abort(),
  };
}

export type SseClient = Awaited<ReturnType<typeof openSse>>;

/**
 * `openSse` for a file's tests: every stream opened through `open` is closed after the test that opened
 * it, or at once by `closeAll`.
 */
export function sseClosedAfterEach() {
  const opened: SseClient[] = [];
  const closeAll = () => {
    for (const stream of opened.splice(0)) stream.close();
  };
  afterEach(closeAll);
  return {
    async open(url: string, headers?: Record<string, string>) {
      const stream = await openSse(url, headers);
      opened.push(stream);
      return stream;
    },
    closeAll,
  };
}
