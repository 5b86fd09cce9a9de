// A student's first screens have nothing to show before one read: the quiz on the entry screen
// (/q/{code}, /start_quizz/{code}: GET /api/quizz/_start/{code}), the session on the run screen
// (/run_quizz/{code}: GET /api/quizz/response/_start/{code}?session_id=…, the id kept in localStorage).
// Asked by the page, that request would leave only once the app's modules have downloaded, run and
// rendered; this deferred classic script, which runs as soon as the HTML is parsed, sends it while they
// download, and the API client takes its answer instead of asking again (web/src/lib/early-requests.ts):
// on a phone's slow network the data is there when the app is (issue 13). URLs are built as the client
// builds them (normalizeCode in common/src/codes.ts, storage keys in web/src/lib/storage-keys.ts); a
// mismatch only means the client asks itself.
(() => {
  var match = /^\/(q|start_quizz|run_quizz)\/([^/]+)\/?$/.exec(location.pathname);
  if (!match || typeof fetch !== 'function') return;
  var code;
  try {
    code = decodeURIComponent(match[2])
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, '');
  } catch (_error) {
    return;
  }
  if (!code) return;
  var url = `/api/quizz/_start/${encodeURIComponent(code)}`;
  if (match[1] === 'run_quizz') {
    let sessionId = null;
    try {
      sessionId = localStorage.getItem(`quizzical.taking.session.${code}`);
    } catch (_error) {
      // storage refused: the page reads it from memory, and asks itself
    }
    if (!sessionId) return;
    url = `/api/quizz/response/_start/${encodeURIComponent(code)}?${new URLSearchParams({ session_id: sessionId })}`;
  }
  globalThis.__quizzicalEarly = globalThis.__quizzicalEarly || {};
  globalThis.__quizzicalEarlyTiming = globalThis.__quizzicalEarlyTiming || {};
  var early = globalThis.__quizzicalEarly;
  var sentAt = Date.now();
  early[url] = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  // the run screen measures the server's clock around its session read: when and how long this one took
  early[url].then(
    () => {
      globalThis.__quizzicalEarlyTiming[url] = { sentAt: sentAt, receivedAt: Date.now() };
    },
    () => {}, // taken by the client, or dropped when the page goes elsewhere
  );
  if (match[1] === 'run_quizz') return;

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
