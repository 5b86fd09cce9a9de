/**
 * Requests that `public/early-requests.js` started before the app's modules ran (the quiz of the entry
 * screen), by URL. Each is taken once: the first GET of that URL gets its response instead of a fetch.
 */
type EarlyRequests = Record<string, Promise<Response> | undefined>;

export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = (globalThis as { __quizzicalEarly?: EarlyRequests }).__quizzicalEarly;
  const response = early?.[url];
  if (early && response) delete early[url];
  return response;
}

type EarlyTimings = Record<string, { sentAt: number; receivedAt: number } | undefined>;

/**
 * When the early script sent the request for `url` and when its answer came (epoch ms), taken once: a
 * reader that measures the server's clock around its request (the run screen's session) uses these when
 * its answer was the early one.
 */
export function takeEarlyTiming(url: string): { sentAt: number; receivedAt: number } | undefined {
  const timings = (globalThis as { __quizzicalEarlyTiming?: EarlyTimings }).__quizzicalEarlyTiming;
  const timing = timings?.[url];
  if (timings && timing) delete timings[url];
  return timing;
}
