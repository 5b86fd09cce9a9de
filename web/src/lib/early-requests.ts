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
