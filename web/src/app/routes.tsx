import type { ReactNode } from 'react';
import { Navigate, type RouteDefinition } from '../lib/router';
import { NotFoundPage } from './error-page';
import type { RouteHandle } from './layout';
import { andPrefetch, muiPage, plainPage } from './page-loaders';
import { RequireAuth } from './require-auth';

const signedIn = (element: ReactNode) => <RequireAuth>{element}</RequireAuth>;
const runHandle: RouteHandle = { header: 'run' };

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
