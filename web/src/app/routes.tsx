import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AccountPage } from '../features/account/pages/account-page';
import { CopyMarketPage } from '../features/admin/pages/copy-market-page';
import { ActivatePage } from '../features/auth/pages/activate-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { ResetPasswordConfirmPage } from '../features/auth/pages/reset-password-confirm-page';
import { SignupConfirmationPage } from '../features/auth/pages/signup-confirmation-page';
import { SignupPage } from '../features/auth/pages/signup-page';
import { AccountBillingPage } from '../features/billing/pages/account-billing-page';
import { CheckoutPage } from '../features/billing/pages/checkout-page';
import { ChoosePlanPage } from '../features/billing/pages/choose-plan-page';
import { ConfirmationPage } from '../features/billing/pages/confirmation-page';
import { PlansPage } from '../features/billing/pages/plans-page';
import { SandboxPaymentPage } from '../features/billing/pages/sandbox-payment-page';
import { ContactConfirmPage } from '../features/contact/pages/contact-confirm-page';
import { ContactPage } from '../features/contact/pages/contact-page';
import { HomePage } from '../features/home/pages/home-page';
import { FaqPage } from '../features/info/pages/faq-page';
import { LegalPage } from '../features/info/pages/legal-page';
import { TermsPage } from '../features/info/pages/terms-page';
import { AccessCodesPage } from '../features/licenses/pages/access-codes-page';
import { MarketConfirmPage } from '../features/market/pages/confirm-page';
import { MarketPage } from '../features/market/pages/market-page';
import { ProposePage } from '../features/market/pages/propose-page';
import { QuizEditorPage } from '../features/quizzes/pages/quiz-editor-page';
import { QuizzesPage } from '../features/quizzes/pages/quizzes-page';
import { ResultsPage } from '../features/results/pages/results-page';
import { EndQuizPage } from '../features/taking/pages/end-quiz-page';
import { ReviewQuizPage } from '../features/taking/pages/review-quiz-page';
import { RunQuizPage } from '../features/taking/pages/run-quiz-page';
import { StartQuizPage } from '../features/taking/pages/start-quiz-page';
import { NotFoundPage, RouteErrorPage } from './error-page';
import { Layout, type RouteHandle } from './layout';
import { RequireAuth } from './require-auth';

const signedIn = (element: ReactNode) => <RequireAuth>{element}</RequireAuth>;
const runHandle: RouteHandle = { header: 'run' };

/** Every route of spec §2. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'plans', element: <PlansPage /> },

          // Market
          { path: 'market', element: <MarketPage /> },
          { path: 'market/propose', element: <ProposePage /> },
          { path: 'market/confirm', element: <MarketConfirmPage /> },

          // Quizzes (owner)
          { path: 'quizz', element: signedIn(<QuizzesPage />) },
          { path: 'create_quizz/:code?', element: signedIn(<QuizEditorPage key="create" mode="create" />) },
          { path: 'edit_quizz/:code?', element: signedIn(<QuizEditorPage key="edit" mode="edit" />) },
          { path: 'quizz/detail/:code', element: signedIn(<ResultsPage />) },

          // Students (no account)
          { path: 'start_quizz/:code', element: <StartQuizPage /> },
          { path: 'q/:code', element: <StartQuizPage /> },
          { path: 'run_quizz/:code', element: <RunQuizPage />, handle: runHandle },
          { path: 'end_quizz/:code', element: <EndQuizPage /> },
          { path: 'review_quizz/:code', element: <ReviewQuizPage /> },

          // Accounts
          { path: 'login', element: <LoginPage /> },
          { path: 'login/:message', element: <LoginPage /> },
          { path: 'signup', element: <SignupPage /> },
          { path: 'signup_confirmation', element: <SignupConfirmationPage /> },
          { path: 'activate/:uid/:token', element: <ActivatePage /> },
          { path: 'password/reset/confirm/:uid/:token', element: <ResetPasswordConfirmPage /> },
          { path: 'account', element: <Navigate to="/account/profile" replace /> },
          { path: 'account/billing', element: signedIn(<AccountBillingPage />) },
          { path: 'account/:section', element: signedIn(<AccountPage />) },

          // Billing
          { path: 'billing/plan', element: signedIn(<ChoosePlanPage />) },
          { path: 'billing/checkout', element: signedIn(<CheckoutPage />) },
          { path: 'billing/sandbox/:id', element: signedIn(<SandboxPaymentPage />) },
          { path: 'billing/confirmation', element: signedIn(<ConfirmationPage />) },

          // Information and contact
          { path: 'contact', element: <ContactPage /> },
          { path: 'contact/confirm', element: <ContactConfirmPage /> },
          { path: 'faq', element: <FaqPage /> },
          { path: 'terms', element: <TermsPage /> },
          { path: 'legal', element: <LegalPage /> },

          // Staff (the spec shows no role check on the client; the server enforces it)
          { path: 'admin/access_codes', element: signedIn(<AccessCodesPage />) },
          { path: 'admin/copy_market_quizz', element: signedIn(<CopyMarketPage />) },

          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
