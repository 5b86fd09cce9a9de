/**
 * What `public/early-requests.js` started before the app's modules ran (the entry screen's quiz, the run
 * screen's session), kept by URL in two globals it writes. Each entry is taken once.
 */
type EarlyGlobal = '__quizzicalEarly' | '__quizzicalEarlyTiming';

function takeOnce<T>(global: EarlyGlobal, url: string): T | undefined {
  const entries = (globalThis as Partial<Record<EarlyGlobal, Record<string, T | undefined>>>)[global];
  const value = entries?.[url];
  if (entries && value !== undefined) delete entries[url];
  return value;
}

/** The response of the early request for `url`: the first GET of that URL gets it instead of a fetch. */
export const takeEarlyResponse = (url: string) => takeOnce<Promise<Response>>('__quizzicalEarly', url);

/**
 * When the early script sent the request for `url` and when its answer came (epoch ms): a reader that
 * measures the server's clock around its request (the run screen's session) uses these when its answer
 * was the early one.
 */
export const takeEarlyTiming = (url: string) =>
  takeOnce<{ sentAt: number; receivedAt: number }>('__quizzicalEarlyTiming', url);
