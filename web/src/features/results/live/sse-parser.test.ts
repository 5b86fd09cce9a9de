import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

function parse(chunks: string[]) {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const comments: string[] = [];
  const parser = createSseParser({
    onEvent: (e) => events.push(e),
    onRetry: (ms) => retries.push(ms),
    onComment: (c) => comments.push(c),
  });
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries, comments };
}

describe('SSE frame parser', () => {
  it('reads the frames the results stream sends: retry, ready, then updates', () => {
    const { events, retries } = parse([
      'retry: 3000\nevent: ready\ndata: {"quizz":"ABC123"}\n\n',
      'event: update\ndata: {"quizz":"ABC123","at":1700000000000}\n\n',
    ]);
    expect(retries).toEqual([3000]);
    expect(events).toEqual([
      { type: 'ready', data: '{"quizz":"ABC123"}', id: '' },
      { type: 'update', data: '{"quizz":"ABC123","at":1700000000000}', id: '' },
    ]);
  });

  it('joins frames split anywhere across chunks, even one character at a time', () => {
    const text = 'event: update\ndata: {"a":1}\n\nevent: update\ndata: {"a":2}\n\n';
    const { events } = parse(text.split(''));
    expect(events.map((e) => e.data)).toEqual(['{"a":1}', '{"a":2}']);
  });

  it('accepts CRLF and CR line ends, including a CRLF pair split between chunks', () => {
    const { events } = parse(['event: update\r', '\ndata: x\r\n\r', '\nevent: update\rdata: y\r\r']);
    expect(events).toEqual([
      { type: 'update', data: 'x', id: '' },
      { type: 'update', data: 'y', id: '' },
    ]);
  });

  it('dispatches nothing until the blank line that ends a frame', () => {
    const { events } = parse(['event: update\ndata: partial\n']);
    expect(events).toEqual([]);
  });

  it('joins multi-line data with line feeds and drops only one space after the colon', () => {
    const { events } = parse(['data: first\ndata:second\ndata:   third\n\n']);
    expect(events).toEqual([{ type: 'message', data: 'first\nsecond\n  third', id: '' }]);
  });

  it('ignores comments (keep-alives), unknown fields and frames without data', () => {
    const { events, comments } = parse([': keep-alive\n\nfoo: bar\nevent: update\n\nevent: ready\ndata\n\n']);
    expect(comments).toEqual(['keep-alive']);
    // the frame "event: update" had no data: nothing; "data" alone is an empty data line
    expect(events).toEqual([{ type: 'ready', data: '', id: '' }]);
  });

  it('resets the event type after each frame and keeps the last id', () => {
    const { events } = parse(['id: 7\nevent: update\ndata: a\n\ndata: b\n\n']);
    expect(events).toEqual([
      { type: 'update', data: 'a', id: '7' },
      { type: 'message', data: 'b', id: '7' },
    ]);
  });

  it('skips a leading byte order mark and ignores a retry that is not a number', () => {
    const { events, retries } = parse(['\uFEFFretry: soon\nevent: ready\ndata: {}\n\n']);
    expect(retries).toEqual([]);
    expect(events).toEqual([{ type: 'ready', data: '{}', id: '' }]);
  });
});
