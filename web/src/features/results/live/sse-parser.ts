/** One dispatched Server-Sent Event. `type` is "message" when the frame named none. */
export interface SseEvent {
  type: string;
  data: string;
  /** The last event id seen on the stream (sticky across events, as in EventSource). */
  id: string;
}

export interface SseParserHandlers {
  onEvent(event: SseEvent): void;
  /** A `retry:` field: the reconnection delay the server asks for, in milliseconds. */
  onRetry?(ms: number): void;
  /** A comment line (`: keep-alive`): the stream is alive but carries no event. */
  onComment?(text: string): void;
}

export interface SseParser {
  /** Feeds decoded text; chunks may split lines, fields and even a CRLF pair anywhere. */
  push(chunk: string): void;
}

/**
 * The event-stream interpretation of the HTML standard (§9.2.6), for streams read with fetch:
 * lines end with CRLF, LF or CR; a blank line dispatches the event being built; `data` lines are
 * joined with "\n"; `event`, `id` and `retry` set their fields; lines starting with ":" are
 * comments; one space after the colon is dropped; unknown fields are ignored; a frame without data
 * dispatches nothing; a leading byte order mark is skipped.
 */
export function createSseParser(handlers: SseParserHandlers): SseParser {
  let buffer = '';
  let started = false;
  /** The previous chunk ended with CR: a LF at the start of the next one belongs to that line end. */
  let pendingCr = false;
  let eventType = '';
  let data: string[] = [];
  let hasData = false;
  let lastId = '';

  function dispatch() {
    if (!hasData) {
      eventType = '';
      return;
    }
    const event: SseEvent = { type: eventType || 'message', data: data.join('\n'), id: lastId };
    eventType = '';
    data = [];
    hasData = false;
    handlers.onEvent(event);
  }

  function processLine(line: string) {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) {
      handlers.onComment?.(line.slice(1).replace(/^ /, ''));
      return;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        eventType = value;
        break;
      case 'data':
        data.push(value);
        hasData = true;
        break;
      case 'id':
        if (!value.includes('\0')) lastId = value;
        break;
      case 'retry':
        if (/^[0-9]+$/.test(value)) handlers.onRetry?.(Number(value));
        break;
      default:
        break;
    }
  }

  return {
    push(chunk: string) {
      let text = chunk;
      if (!started && text.length > 0) {
        started = true;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const ch = buffer[i];
        if (ch !== '\n' && ch !== '\r') continue;
        processLine(buffer.slice(start, i));
        if (ch === '\r') {
          if (i + 1 === buffer.length) pendingCr = true;
          else if (buffer[i + 1] === '\n') i++;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
