// The entry screen of a quiz (/q/{code}, /start_quizz/{code}) has nothing to show before the quiz is read
// (GET /api/quizz/_start/{code}). Asked by the page, that request would leave only once the app's modules
// have downloaded, run and rendered; this deferred classic script, which runs as soon as the HTML is parsed,
// sends it while they download, and the API client takes its answer instead of asking again
// (web/src/lib/early-requests.ts): on a phone's slow network the quiz is there when the app is (issue 13).
// The URL is built as the client builds it (normalizeCode in common/src/codes.ts); a mismatch only means
// the client asks itself.
(() => {
  var match = /^\/(?:q|start_quizz)\/([^/]+)\/?$/.exec(location.pathname);
  if (!match || typeof fetch !== 'function') return;
  var code;
  try {
    code = decodeURIComponent(match[1])
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, '');
  } catch (_error) {
    return;
  }
  if (!code) return;
  var url = `/api/quizz/_start/${encodeURIComponent(code)}`;
  globalThis.__quizzicalEarly = globalThis.__quizzicalEarly || {};
  var early = globalThis.__quizzicalEarly;
  early[url] = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  early[url].catch(() => {}); // taken by the client, or dropped when the page goes elsewhere

  // The entry screen waits for KaTeX when the quiz's description holds a formula (`$…$`, common/src/
  // formulas.ts): preload it, its stylesheet and its two main fonts now rather than once the page has
  // rendered. Their URLs are written into index.html at build (web/build/katex-hint.ts).
  var katex = document.querySelector('meta[name="quizzical-katex"]');
  if (!katex) return;
  early[url]
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((quiz) => {
      if (!quiz || !/(^|[^\\])\$(?:[^$\\]|\\.)+\$/.test(String(quiz.description || ''))) return;
      for (const href of katex.content.split(' ')) {
        const link = document.createElement('link');
        if (href.endsWith('.js')) link.rel = 'modulepreload';
        else {
          link.rel = 'preload';
          link.as = href.endsWith('.css') ? 'style' : 'font';
        }
        // anonymous CORS, as Vite's loader and the fonts' own requests ask: the preloaded answer is reused
        link.crossOrigin = 'anonymous';
        link.href = href;
        document.head.append(link);
      }
    })
    .catch(() => {});
})();
