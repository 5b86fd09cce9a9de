import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * /robots.txt, served by the server (not a file in web/public) so it exists without a web build and cannot
 * fall through to the SPA's index.html, which Lighthouse and crawlers read as an invalid robots.txt.
 *
 * Disallowed: the machine endpoints (/api/, /auth/, /latex/) and the signed-in or session-bound screens that
 * have nothing of their own to show a crawler (account, billing, admin, editors, a quiz's results, a
 * student's end and review screens).
 * Left crawlable on purpose: the public pages, and the three screens the Lighthouse goal audits with
 * SEO ≥ 95 (`/quizz`, `/q/{code}`, `/run_quizz/{code}`): a disallowed page fails Lighthouse's
 * "page is blocked from indexing" audit, and what a crawler sees there is only the sign-in form or the quiz's
 * start screen (the link a teacher shares).
 */
export const ROBOTS_TXT = `User-agent: *
Allow: /
Disallow: /api/
Disallow: /auth/
Disallow: /latex/
Disallow: /account
Disallow: /billing/
Disallow: /admin/
Disallow: /create_quizz
Disallow: /edit_quizz
Disallow: /quizz/detail/
Disallow: /end_quizz/
Disallow: /review_quizz/
Disallow: /activate/
Disallow: /password/reset/
`;

export const robotsPlugin = fp(async (app: FastifyInstance) => {
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(ROBOTS_TXT),
  );
});
