import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api-client';
import { createSessionStore } from './session';
import { STORAGE_KEYS } from './storage-keys';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

function json(status: number, body: unknown, statusText = '') {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
}

type Call = { url: string; method: string; auth: string | null; body: unknown };

/** A fake back end: `routes` answers per "METHOD url"; every call is recorded. */
function fakeFetch(handler: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const call: Call = {
      url: String(input),
      method: init?.method ?? 'GET',
      auth: headers.get('Authorization'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return handler(call);
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

function signedInSession(access = 'old-access', refresh = 'old-refresh') {
  const storage = memoryStorage({ [STORAGE_KEYS.accessToken]: access, [STORAGE_KEYS.refreshToken]: refresh });
  return { storage, session: createSessionStore(storage) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('api client', () => {
  it('sends JSON with the bearer access token and returns the parsed body', async () => {
    const { session } = signedInSession();
    const { fetch, calls } = fakeFetch(() => json(200, { id: 1 }));
    const api = createApiClient({ session, fetch });

    await expect(api.patch('/auth/users/me/', { first_name: 'Ada' })).resolves.toEqual({ id: 1 });
    expect(calls[0]).toMatchObject({
      url: '/auth/users/me/',
      method: 'PATCH',
      auth: 'Bearer old-access',
      body: { first_name: 'Ada' },
    });
  });

  it('hands a file download over as the Response, after refreshing an expired token', async () => {
    const { session } = signedInSession();
    const { fetch, calls } = fakeFetch((call) => {
      if (call.url === '/auth/jwt/refresh/')
        return json(200, { access: 'new-access', refresh: 'new-refresh' });
      if (call.auth === 'Bearer old-access') return json(401, { detail: 'Token expired' }, 'Unauthorized');
      return new Response('\\documentclass{article}', {
        headers: { 'content-disposition': 'attachment; filename="132_57.tex"' },
      });
    });
    const api = createApiClient({ session, fetch });

    const response = await api.get<Response>('/latex/export/132', { raw: true });
    expect(response.headers.get('content-disposition')).toContain('132_57.tex');
    await expect(response.text()).resolves.toBe('\\documentclass{article}');
    expect(calls.map((c) => `${c.url} ${c.auth ?? '-'}`)).toEqual([
      '/latex/export/132 Bearer old-access',
      '/auth/jwt/refresh/ -',
      '/latex/export/132 Bearer new-access',
    ]);
  });

  it('refreshes the tokens on a 401, stores both rotated tokens and retries the request', async () => {
    const { session, storage } = signedInSession();
    const { fetch, calls } = fakeFetch((call) => {
      if (call.url === '/auth/jwt/refresh/')
        return json(200, { access: 'new-access', refresh: 'new-refresh' });
      if (call.auth === 'Bearer old-access') return json(401, { detail: 'Token expired' }, 'Unauthorized');
      return json(200, { ok: true });
    });
    const onSessionExpired = vi.fn();
    const api = createApiClient({ session, fetch, onSessionExpired });

    await expect(api.get('/auth/users/me/')).resolves.toEqual({ ok: true });
    expect(calls.map((c) => `${c.method} ${c.url} ${c.auth ?? '-'}`)).toEqual([
      'GET /auth/users/me/ Bearer old-access',
      'POST /auth/jwt/refresh/ -',
      'GET /auth/users/me/ Bearer new-access',
    ]);
    expect(calls[1].body).toEqual({ refresh: 'old-refresh' });
    expect(storage.data.get(STORAGE_KEYS.accessToken)).toBe('new-access');
    expect(storage.data.get(STORAGE_KEYS.refreshToken)).toBe('new-refresh');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent requests (refresh tokens are single-use)', async () => {
    const { session } = signedInSession();
    let refreshes = 0;
    const { fetch } = fakeFetch(async (call) => {
      if (call.url === '/auth/jwt/refresh/') {
        refreshes++;
        await new Promise((r) => setTimeout(r, 10));
        return json(200, { access: 'new-access', refresh: 'new-refresh' });
      }
      if (call.auth !== 'Bearer new-access') return json(401, { detail: 'expired' }, 'Unauthorized');
      return json(200, { url: call.url });
    });
    const api = createApiClient({ session, fetch });

    const results = await Promise.all([api.get('/api/a'), api.get('/api/b'), api.get('/api/c')]);
    expect(results).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(refreshes).toBe(1);
  });

  it('logs out and reports the expired session when the refresh is refused', async () => {
    const { session, storage } = signedInSession();
    storage.setItem(STORAGE_KEYS.user, JSON.stringify({ email: 'a@b.c' }));
    session.reload();
    const { fetch, calls } = fakeFetch((call) =>
      call.url === '/auth/jwt/refresh/'
        ? json(401, { detail: 'Token is invalid or expired' }, 'Unauthorized')
        : json(401, { detail: 'expired' }, 'Unauthorized'),
    );
    const onSessionExpired = vi.fn();
    const api = createApiClient({ session, fetch, onSessionExpired });

    const error = (await api.get('/api/quizz').catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(session.get()).toEqual({ access: null, refresh: null, user: null });
    expect(storage.data.size).toBe(0);
    expect(calls).toHaveLength(2); // the request and one refresh, no retry
  });

  it('logs out without calling refresh when no refresh token is stored', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.accessToken]: 'old-access' });
    const session = createSessionStore(storage);
    const { fetch, calls } = fakeFetch(() => json(401, { detail: 'expired' }, 'Unauthorized'));
    const onSessionExpired = vi.fn();
    const api = createApiClient({ session, fetch, onSessionExpired });

    await expect(api.get('/api/quizz')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for a failed sign-in: the error body reaches the form', async () => {
    const { session } = signedInSession();
    const detail = 'No active account found with the given credentials';
    const { fetch, calls } = fakeFetch(() => json(401, { detail }, 'Unauthorized'));
    const onSessionExpired = vi.fn();
    const api = createApiClient({ session, fetch, onSessionExpired });

    const error = await api
      .post('/auth/jwt/create/', { username: 'a@b.c', password: 'x' }, { auth: false })
      .catch((e) => e);
    expect(error).toMatchObject({ status: 401, data: { detail } });
    expect(calls).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(session.get().refresh).toBe('old-refresh');
  });

  it('throws field errors of a 400 as ApiError data', async () => {
    const { session } = signedInSession();
    const body = { password: ['This password is too short. It must contain at least 8 characters.'] };
    const { fetch } = fakeFetch(() => json(400, body, 'Bad Request'));
    const api = createApiClient({ session, fetch });

    await expect(api.post('/auth/users/', {}, { auth: false })).rejects.toMatchObject({
      status: 400,
      data: body,
    });
  });

  it('gives up after the timeout with a timeout ApiError', async () => {
    vi.useFakeTimers();
    const { session } = signedInSession();
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    ) as unknown as typeof globalThis.fetch;
    const api = createApiClient({ session, fetch, timeoutMs: 20_000 });

    const pending = api.get('/api/config').catch((e) => e);
    await vi.advanceTimersByTimeAsync(19_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, timeout: true });
  });
});

describe('a refresh for a stream read outside the client', () => {
  it("rotates the pair once, shared with the client's own calls, and hands over the new access token", async () => {
    const { session } = signedInSession();
    let refreshes = 0;
    const { fetch, calls } = fakeFetch((call) => {
      if (call.url !== '/auth/jwt/refresh/') {
        return call.auth === 'Bearer new-access' ? json(200, {}) : json(401, {}, 'Unauthorized');
      }
      refreshes++;
      return json(200, { access: 'new-access', refresh: 'new-refresh' });
    });
    const api = createApiClient({ session, fetch });

    const [token] = await Promise.all([api.refreshAccessToken('old-access'), api.get('/api/quizz')]);
    expect(token).toBe('new-access');
    expect(refreshes).toBe(1);
    expect(session.get()).toMatchObject({ access: 'new-access', refresh: 'new-refresh' });
    // a token another tab rotated meanwhile is taken as it is, without a second refresh
    await expect(api.refreshAccessToken('old-access')).resolves.toBe('new-access');
    expect(calls.filter((c) => c.url === '/auth/jwt/refresh/')).toHaveLength(1);
  });

  it('ends the session and answers null when the refresh is refused', async () => {
    const { session } = signedInSession();
    const { fetch } = fakeFetch(() => json(401, { detail: 'Token is invalid or expired' }, 'Unauthorized'));
    const onSessionExpired = vi.fn();
    const api = createApiClient({ session, fetch, onSessionExpired });

    await expect(api.refreshAccessToken('old-access')).resolves.toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(session.get().access).toBeNull();
  });

  it('keeps the session and throws when the server cannot be reached, so the stream tries later', async () => {
    const { session } = signedInSession();
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const onSessionExpired = vi.fn();
    const api = createApiClient({ session, fetch, onSessionExpired });

    await expect(api.refreshAccessToken('old-access')).rejects.toMatchObject({ status: 0 });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(session.get()).toMatchObject({ access: 'old-access', refresh: 'old-refresh' });
  });
});

describe('requests started before the app (public/early-requests.js)', () => {
  afterEach(() => {
    delete (globalThis as { __quizzicalEarly?: unknown }).__quizzicalEarly;
  });

  it('answers the first GET of that URL with the early response, errors included, and fetches after that', async () => {
    const early = { '/api/quizz/_start/AB12CD': Promise.resolve(json(200, { title: 'Early' })) };
    (globalThis as { __quizzicalEarly?: unknown }).__quizzicalEarly = early;
    const backend = fakeFetch(() => json(200, { title: 'Fetched' }));
    const api = createApiClient({ session: createSessionStore(memoryStorage()), fetch: backend.fetch });
    await expect(api.get('/api/quizz/_start/AB12CD', { auth: false })).resolves.toEqual({ title: 'Early' });
    expect(backend.calls).toHaveLength(0);
    await expect(api.get('/api/quizz/_start/AB12CD', { auth: false })).resolves.toEqual({ title: 'Fetched' });
    expect(backend.calls).toHaveLength(1);

    (globalThis as { __quizzicalEarly?: unknown }).__quizzicalEarly = {
      '/api/quizz/_start/ZZ99ZZ': Promise.resolve(json(403, { detail: 'This quizz has not yet started.' })),
    };
    await expect(api.get('/api/quizz/_start/ZZ99ZZ', { auth: false })).rejects.toMatchObject({
      status: 403,
      detail: 'This quizz has not yet started.',
    });
  });

  it("reads an error's code from its header, and keeps the code out of the body's messages", async () => {
    const coded = (body: unknown, type: string) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status: 403,
        headers: { 'content-type': type, 'quizzical-error-code': 'taking.quiz_ended' },
      });
    const answers = [
      coded({ detail: 'This quizz has ended.', code: 'taking.quiz_ended' }, 'application/json'),
      coded('This quizz has ended.', 'text/plain; charset=utf-8'),
    ];
    const backend = fakeFetch(() => answers.shift() ?? json(500, {}));
    const api = createApiClient({ session: createSessionStore(memoryStorage()), fetch: backend.fetch });
    for (const data of [{ detail: 'This quizz has ended.' }, 'This quizz has ended.']) {
      const error = await api.get('/api/quizz/_start/AB12CD', { auth: false }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 403,
        code: 'taking.quiz_ended',
        detail: 'This quizz has ended.',
      });
      expect((error as ApiError).data).toEqual(data);
    }
  });

  it('leaves other URLs, other methods and signed requests to fetch', async () => {
    const early = { '/api/quizz/_start/AB12CD': Promise.resolve(json(200, { title: 'Early' })) };
    (globalThis as { __quizzicalEarly?: unknown }).__quizzicalEarly = early;
    const backend = fakeFetch(() => json(200, { title: 'Fetched' }));
    const session = createSessionStore(memoryStorage());
    session.setTokens({ access: 'a', refresh: 'r' });
    const api = createApiClient({ session, fetch: backend.fetch });
    await expect(api.get('/api/quizz/_start/AB12CD')).resolves.toEqual({ title: 'Fetched' });
    await expect(api.post('/api/quizz/_start/AB12CD', {}, { auth: false })).resolves.toEqual({
      title: 'Fetched',
    });
    await expect(api.get('/api/quizz/_start/OTHER1', { auth: false })).resolves.toEqual({ title: 'Fetched' });
    expect(backend.calls).toHaveLength(3);
    expect(Object.keys(early)).toEqual(['/api/quizz/_start/AB12CD']);
  });
});
