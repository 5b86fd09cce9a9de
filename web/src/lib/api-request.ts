import { timedOut, unreachable } from './api-error';
import { takeEarlyResponse } from './early-requests';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON (FormData is sent as is). */
  body?: unknown;
  /** Send the bearer token (default true). Student calls pass false: the spec sends them anonymously. */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Answer the Response itself (a file to save) instead of its parsed body; errors stay ApiErrors. */
  raw?: boolean;
}

export function buildUrl(baseUrl: string, path: string, query?: RequestOptions['query']): string {
  let url = `${baseUrl}${path}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

/** Rejects when `signal` aborts (the timeout, or the caller): a race partner for a response already on its way. */
function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

function headersAndBody(opts: RequestOptions, accessToken: string | null) {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) {
    body = opts.body;
  } else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  return { headers, body };
}

export interface Transport {
  /** Origin of the back end; '' = same origin. */
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

/**
 * One HTTP exchange, whatever its status: the answer, or an ApiError of status 0 when none came in time
 * or the server cannot be reached. A caller's abort passes through as the AbortError React Query expects.
 */
export async function sendRequest({
  transport,
  path,
  opts,
  accessToken,
}: {
  transport: Transport;
  path: string;
  opts: RequestOptions;
  accessToken: string | null;
}): Promise<Response> {
  const { headers, body } = headersAndBody(opts, accessToken);
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, transport.timeoutMs);
  const onCallerAbort = () => controller.abort(opts.signal?.reason);
  if (opts.signal) {
    if (opts.signal.aborted) controller.abort(opts.signal.reason);
    else opts.signal.addEventListener('abort', onCallerAbort, { once: true });
  }
  const url = buildUrl(transport.baseUrl, path, opts.query);
  // a GET without credentials that public/early-requests.js already sent: its answer, not a second request
  const early = (opts.method ?? 'GET') === 'GET' && !accessToken ? takeEarlyResponse(url) : undefined;
  try {
    if (early) return await Promise.race([early, rejectOnAbort(controller.signal)]);
    return await transport.fetch(url, {
      method: opts.method ?? 'GET',
      headers,
      body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (expired) throw timedOut();
    if (opts.signal?.aborted) throw error; // the caller cancelled (React Query): let it see an AbortError
    throw unreachable();
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
  }
}
