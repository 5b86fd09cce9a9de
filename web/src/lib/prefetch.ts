/**
 * Starts loading a chunk nothing waits for yet (a dialog or page the user is about to need). A failure
 * is dropped here: it shows, and is retried, when the chunk is actually asked for.
 */
export function prefetch(load: () => Promise<unknown>) {
  void load().catch(() => undefined);
}

/**
 * `prefetch` once the browser is idle (never before the current page has rendered): the end screen
 * while a student answers, so that ending works even if the network or the server falters at that
 * moment, or the app was rebuilt meanwhile.
 */
export function prefetchWhenIdle(load: () => Promise<unknown>) {
  const run = () => prefetch(load);
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
}
