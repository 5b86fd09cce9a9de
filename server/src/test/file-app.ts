import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestOverrides } from './test-app';
import { callerOf } from './test-calls';

// One test app per file: vitest gives every file its own module graph, so this binding is the file's
// own; its tests and hooks read it once the app has started.
export let t: TestApp;

/** `app.inject` on the file's app, as the tests write it (method, url, body, headers). */
export const call = callerOf(() => t);

/** Starts the file's app before its tests (and its later beforeAll hooks), closes it after them. */
export function startTestApp(overrides?: TestOverrides) {
  beforeAll(async () => {
    t = await createTestApp(overrides);
  });
  afterAll(() => t?.close());
}
