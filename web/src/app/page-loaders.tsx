import type { ReactNode } from 'react';
import type { CataloguePart } from '../lib/i18n/catalogues';
import { loadCatalogueParts } from '../lib/i18n/runtime';
import { prefetchWhenIdle } from '../lib/prefetch';

/** How a route's page is loaded: its chunk, its catalogue parts and, for MUI pages, the theme. */

/**
 * A page's module. Its `catalogueParts` are the parts of the catalogues its texts need beyond the
 * core (lib/i18n/catalogues.ts), loaded after the page's chunk and before it renders; the dynamic
 * imports of their languages sit in the page's chunk, so check:budgets counts them to its route and
 * fails a route whose code shows keys of a part it does not declare.
 */
interface PageModule {
  catalogueParts?: readonly CataloguePart[];
}

/**
 * A page in its own chunk, fetched the first time its route matches (lib/router): a student on
 * /q/{code} downloads the shell and the taking pages, never the editor, results charts, market,
 * billing, admin or captcha code (budgets in scripts/check-bundle-budgets.mjs). The router fetches the
 * chunk before it commits a navigation, so the old page stays until the new one can render; on a first
 * load the layout shows RouteLoadingFallback under the header meanwhile.
 * The page is drawn with MUI: its theme (app/mui-theme.tsx) comes with it, fetched alongside.
 */
export function muiPage<M>(
  load: () => Promise<M>,
  render: (module: M) => ReactNode,
): () => Promise<ReactNode> {
  return async () => {
    const [module, { MuiTheme }] = await Promise.all([load(), import('./mui-theme')]);
    await loadCatalogueParts((module as PageModule).catalogueParts);
    return <MuiTheme>{render(module)}</MuiTheme>;
  };
}

/**
 * A page drawn without MUI (plain elements and stylesheets, docs/decisions/0006-first-visit-main-thread.md): it loads no theme, so a first
 * visit to it evaluates no MUI module. An MUI component on such a page would draw in MUI's default
 * colours: the budget check fails when a plain route's files hold MUI (scripts/check-bundle-budgets.mjs).
 */
export function plainPage<M>(
  load: () => Promise<M>,
  render: (module: M) => ReactNode,
): () => Promise<ReactNode> {
  return async () => {
    const module = await load();
    await loadCatalogueParts((module as PageModule).catalogueParts);
    return render(module);
  };
}

/** `load`, then, once it is there, `next` when the browser is idle. */
export function andPrefetch<M>(load: () => Promise<M>, next: () => Promise<unknown>): () => Promise<M> {
  return async () => {
    const module = await load();
    prefetchWhenIdle(next);
    return module;
  };
}
