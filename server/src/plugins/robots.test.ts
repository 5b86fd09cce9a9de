import { describe, expect, it } from 'vitest';
import { startTestApp, t } from '../test/file-app';

startTestApp();

/** Whether robots.txt lets a crawler fetch `path`: the longest matching rule wins, Allow on a tie (RFC 9309). */
function allowed(robots: string, path: string) {
  let best = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const match = /^(Allow|Disallow):\s*(\S*)/i.exec(line.trim());
    if (!match?.[2] || !path.startsWith(match[2])) continue;
    const allow = match[1].toLowerCase() === 'allow';
    if (match[2].length > best.length || (match[2].length === best.length && allow)) {
      best = { length: match[2].length, allow };
    }
  }
  return best.allow;
}

describe('/robots.txt', () => {
  it('is a plain-text robots file, not the web app, even without a web build', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(/^User-agent: \*\n/);
    expect(res.body).not.toContain('<');
    for (const line of res.body.trim().split('\n'))
      expect(line).toMatch(/^(User-agent|Allow|Disallow): \S+$/);
  });

  it('lets crawlers read the public pages and shared quiz links, and keeps them out of the API and private screens', async () => {
    const robots = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    for (const path of [
      '/',
      '/market',
      '/plans',
      '/faq',
      '/contact',
      '/terms',
      '/legal',
      '/login',
      '/signup',
      '/q/ABC123',
      '/quizz',
      '/run_quizz/ABC123',
    ]) {
      expect(allowed(robots, path), path).toBe(true);
    }
    for (const path of [
      '/api/quizz',
      '/auth/users/me/',
      '/latex/x.png',
      '/account/profile',
      '/billing/checkout',
      '/admin/access_codes',
      '/create_quizz',
      '/edit_quizz/ABC123',
      '/quizz/detail/ABC123',
      '/end_quizz/ABC123',
      '/review_quizz/ABC123',
    ]) {
      expect(allowed(robots, path), path).toBe(false);
    }
  });
});

describe('the Content-Security-Policy', () => {
  it('stays strict: scripts only from this origin, no eval, no inline scripts, nothing may frame the app', async () => {
    const csp = String(
      // a page's (build files such as /robots.txt carry no CSP: plugins/security.ts)
      (await t.app.inject({ method: 'GET', url: '/q/ABC123' })).headers['content-security-policy'],
    );
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-eval');
  });
});
