import type { ReactNode } from 'react';
import type { CataloguePart } from '../lib/i18n/catalogues';
import { loadCatalogueParts } from '../lib/i18n/runtime';
import { prefetchWhenIdle } from '../lib/prefetch';
import { Navigate, type RouteDefinition } from '../lib/router';
import { NotFoundPage } from './error-page';
import type { RouteHandle } from './layout';
import { RequireAuth } from './require-auth';

const signedIn = (element: ReactNode) => <RequireAuth>{element}</RequireAuth>;
const runHandle: RouteHandle = { header: 'run' };

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
function muiPage<M>(load: () => Promise<M>, render: (module: M) => ReactNode): () => Promise<ReactNode> {
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
function plainPage<M>(load: () => Promise<M>, render: (module: M) => ReactNode): () => Promise<ReactNode> {
  return async () => {
    const module = await load();
    await loadCatalogueParts((module as PageModule).catalogueParts);
    return render(module);
  };
}

/** `load`, then, once it is there, `next` when the browser is idle. */
function andPrefetch<M>(load: () => Promise<M>, next: () => Promise<unknown>): () => Promise<M> {
  return async () => {
    const module = await load();
    prefetchWhenIdle(next);
    return module;
  };
}

// One import() per module, shared by the routes that show it (one chunk, fetched once).
const home = () => import('../features/home/pages/home-page');
const startQuiz = () => import('../features/taking/pages/start-quiz-page');
const login = () => import('../features/auth/pages/login-page');
const editor = () => import('../features/quizzes/pages/quiz-editor-page');
const endQuiz = () => import('../features/taking/pages/end-quiz-page');

/** Every route of spec §2. */
export const routes: RouteDefinition[] = [
  { path: '', lazy: plainPage(home, (m) => <m.HomePage />) },
  {
    path: 'plans',
    lazy: muiPage(
      () => import('../features/billing/pages/plans-page'),
      (m) => <m.PlansPage />,
    ),
  },

  // Market
  {
    path: 'market',
    lazy: muiPage(
      () => import('../features/market/pages/market-page'),
      (m) => <m.MarketPage />,
    ),
  },
  {
    path: 'market/propose',
    lazy: muiPage(
      () => import('../features/market/pages/propose-page'),
      (m) => <m.ProposePage />,
    ),
  },
  {
    path: 'market/confirm',
    lazy: muiPage(
      () => import('../features/market/pages/confirm-page'),
      (m) => <m.MarketConfirmPage />,
    ),
  },

  // Quizzes (owner)
  {
    path: 'quizz',
    lazy: muiPage(
      () => import('../features/quizzes/pages/quizzes-page'),
      (m) => signedIn(<m.QuizzesPage />),
    ),
  },
  {
    path: 'create_quizz/:code?',
    lazy: muiPage(editor, (m) => signedIn(<m.QuizEditorPage key="create" mode="create" />)),
  },
  {
    path: 'edit_quizz/:code?',
    lazy: muiPage(editor, (m) => signedIn(<m.QuizEditorPage key="edit" mode="edit" />)),
  },
  {
    path: 'quizz/detail/:code',
    lazy: muiPage(
      () => import('../features/results/pages/results-page'),
      (m) => signedIn(<m.ResultsPage />),
    ),
  },
  {
    // one student's answers, from the results page's participants
    path: 'quizz/detail/:code/participant/:id',
    lazy: muiPage(
      () => import('../features/results/pages/participant-page'),
      (m) => signedIn(<m.ParticipantPage />),
    ),
  },
  {
    // the projector screen of a game the teacher hosts live
    path: 'quizz/host/:code',
    lazy: muiPage(
      () => import('../features/live/pages/host-page'),
      (m) => signedIn(<m.HostPage />),
    ),
  },

  // Students (no account)
  { path: 'start_quizz/:code', lazy: plainPage(startQuiz, (m) => <m.StartQuizPage />) },
  { path: 'q/:code', lazy: plainPage(startQuiz, (m) => <m.StartQuizPage />) },
  {
    path: 'run_quizz/:code',
    handle: runHandle,
    lazy: plainPage(
      andPrefetch(() => import('../features/taking/pages/run-quiz-page'), endQuiz),
      (m) => <m.RunQuizPage />,
    ),
  },
  {
    // a game the teacher hosts live: the player's phone
    path: 'play_quizz/:code',
    handle: runHandle,
    lazy: plainPage(
      andPrefetch(() => import('../features/live/pages/play-page'), endQuiz),
      (m) => <m.PlayPage />,
    ),
  },
  { path: 'end_quizz/:code', lazy: plainPage(endQuiz, (m) => <m.EndQuizPage />) },
  {
    path: 'review_quizz/:code',
    lazy: plainPage(
      () => import('../features/taking/pages/review-quiz-page'),
      (m) => <m.ReviewQuizPage />,
    ),
  },

  // Accounts
  { path: 'login', lazy: muiPage(login, (m) => <m.LoginPage />) },
  { path: 'login/:message', lazy: muiPage(login, (m) => <m.LoginPage />) },
  {
    path: 'signup',
    lazy: muiPage(
      () => import('../features/auth/pages/signup-page'),
      (m) => <m.SignupPage />,
    ),
  },
  {
    path: 'signup_confirmation',
    lazy: muiPage(
      () => import('../features/auth/pages/signup-confirmation-page'),
      (m) => <m.SignupConfirmationPage />,
    ),
  },
  {
    path: 'activate/:uid/:token',
    lazy: muiPage(
      () => import('../features/auth/pages/activate-page'),
      (m) => <m.ActivatePage />,
    ),
  },
  {
    path: 'password/reset/confirm/:uid/:token',
    lazy: muiPage(
      () => import('../features/auth/pages/reset-password-confirm-page'),
      (m) => <m.ResetPasswordConfirmPage />,
    ),
  },
  { path: 'account', element: <Navigate to="/account/profile" replace /> },
  {
    path: 'account/billing',
    lazy: muiPage(
      () => import('../features/billing/pages/account-billing-page'),
      (m) => signedIn(<m.AccountBillingPage />),
    ),
  },
  {
    path: 'account/:section',
    lazy: muiPage(
      () => import('../features/account/pages/account-page'),
      (m) => signedIn(<m.AccountPage />),
    ),
  },

  // Billing
  {
    path: 'billing/plan',
    lazy: muiPage(
      () => import('../features/billing/pages/choose-plan-page'),
      (m) => signedIn(<m.ChoosePlanPage />),
    ),
  },
  {
    path: 'billing/checkout',
    lazy: muiPage(
      () => import('../features/billing/pages/checkout-page'),
      (m) => signedIn(<m.CheckoutPage />),
    ),
  },
  {
    path: 'billing/sandbox/:id',
    lazy: muiPage(
      () => import('../features/billing/pages/sandbox-payment-page'),
      (m) => signedIn(<m.SandboxPaymentPage />),
    ),
  },
  {
    path: 'billing/confirmation',
    lazy: muiPage(
      () => import('../features/billing/pages/confirmation-page'),
      (m) => signedIn(<m.ConfirmationPage />),
    ),
  },

  // Information and contact
  {
    path: 'contact',
    lazy: muiPage(
      () => import('../features/contact/pages/contact-page'),
      (m) => <m.ContactPage />,
    ),
  },
  {
    path: 'contact/confirm',
    lazy: muiPage(
      () => import('../features/contact/pages/contact-confirm-page'),
      (m) => <m.ContactConfirmPage />,
    ),
  },
  {
    path: 'faq',
    lazy: muiPage(
      () => import('../features/info/pages/faq-page'),
      (m) => <m.FaqPage />,
    ),
  },
  {
    path: 'terms',
    lazy: muiPage(
      () => import('../features/info/pages/terms-page'),
      (m) => <m.TermsPage />,
    ),
  },
  {
    path: 'legal',
    lazy: muiPage(
      () => import('../features/info/pages/legal-page'),
      (m) => <m.LegalPage />,
    ),
  },

  // Staff (the spec shows no role check on the client; the server enforces it)
  {
    path: 'admin/access_codes',
    lazy: muiPage(
      () => import('../features/licenses/pages/access-codes-page'),
      (m) => signedIn(<m.AccessCodesPage />),
    ),
  },
  {
    path: 'admin/copy_market_quizz',
    lazy: muiPage(
      () => import('../features/admin/pages/copy-market-page'),
      (m) => signedIn(<m.CopyMarketPage />),
    ),
  },

  { path: '*', element: <NotFoundPage /> },
];
