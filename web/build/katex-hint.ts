import type { Plugin } from 'vite';

/**
 * Writes where KaTeX's files are into index.html: `<meta name="quizzical-katex" content="…">` with the
 * URLs of KaTeX's chunk, its stylesheet and its two main fonts (KaTeX_Main-Regular, KaTeX_Math-Italic),
 * separated by spaces. `public/early-requests.js` preloads them as soon as the entry screen's quiz shows a
 * formula, so that a phone fetches KaTeX while the app downloads, not after the page has rendered
 * (the screen waits for KaTeX when its quiz has formulas: Lighthouse's LCP on /q/{code}, issue 13).
 * The names carry build hashes, known only once the bundle is written: hence a post hook with the bundle.
 */
export function katexHint(): Plugin {
  return {
    name: 'quizzical:katex-hint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const files = Object.values(bundle);
        const chunk = files.find(
          (file) =>
            file.type === 'chunk' && file.isDynamicEntry && /[\\/]katex[\\/]/.test(file.facadeModuleId ?? ''),
        );
        if (chunk?.type !== 'chunk') return html;
        // the stylesheet is its own dynamic import (math-text.tsx), so it is found by name, as the fonts
        const names = files.map((file) => file.fileName);
        const css = names.filter((name) => /(^|\/)katex[^/]*\.css$/.test(name));
        const fonts = names.filter((name) => /KaTeX_(Main-Regular|Math-Italic)-[^/]*\.woff2$/.test(name));
        const urls = [chunk.fileName, ...css, ...fonts].map((name) => `/${name}`).join(' ');
        return {
          html,
          tags: [{ tag: 'meta', attrs: { name: 'quizzical-katex', content: urls }, injectTo: 'head' }],
        };
      },
    },
  };
}
