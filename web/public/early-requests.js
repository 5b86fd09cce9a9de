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
})();
