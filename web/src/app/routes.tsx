import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AccountPage } from '../features/account/pages/account-page';
import { ActivatePage } from '../features/auth/pages/activate-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { ResetPasswordConfirmPage } from '../features/auth/pages/reset-password-confirm-page';
import { SignupConfirmationPage } from '../features/auth/pages/signup-confirmation-page';
import { SignupPage } from '../features/auth/pages/signup-page';
import { ContactConfirmPage } from '../features/contact/pages/contact-confirm-page';
import { ContactPage } from '../features/contact/pages/contact-page';
import { HomePage } from '../features/home/pages/home-page';
import { FaqPage } from '../features/info/pages/faq-page';
import { LegalPage } from '../features/info/pages/legal-page';
import { TermsPage } from '../features/info/pages/terms-page';
import { NotFoundPage, RouteErrorPage } from './error-page';
import { Layout, type RouteHandle } from './layout';
import { PlaceholderPage } from './placeholder-page';
import { RequireAuth } from './require-auth';

const placeholder = (title: string) => <PlaceholderPage title={title} />;
const signedIn = (element: ReactNode) => <RequireAuth>{element}</RequireAuth>;
const runHandle: RouteHandle = { header: 'run' };

/** Every route of spec §2. Placeholders stand for the screens of later issues. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'plans', element: placeholder('Plans') },

          // Market
          { path: 'market', element: placeholder('Market Quizz') },
          { path: 'market/propose', element: placeholder('Propose a question') },
          { path: 'market/confirm', element: placeholder('Thank you!') },

          // Quizzes (owner)
          { path: 'quizz', element: signedIn(placeholder('My quizzes')) },
          { path: 'create_quizz/:code?', element: signedIn(placeholder('Create a quizz')) },
          { path: 'edit_quizz/:code?', element: signedIn(placeholder('Edit the quizz')) },
          { path: 'quizz/detail/:code', element: signedIn(placeholder('Quizz results')) },

          // Students (no account)
          { path: 'start_quizz/:code', element: placeholder('Start the quizz') },
          { path: 'q/:code', element: placeholder('Start the quizz') },
          { path: 'run_quizz/:code', element: placeholder('Quizz'), handle: runHandle },
          { path: 'end_quizz/:code', element: placeholder('End of the quizz') },
          { path: 'review_quizz/:code', element: placeholder('Review your answers') },

          // Accounts
          { path: 'login', element: <LoginPage /> },
          { path: 'login/:message', element: <LoginPage /> },
          { path: 'signup', element: <SignupPage /> },
          { path: 'signup_confirmation', element: <SignupConfirmationPage /> },
          { path: 'activate/:uid/:token', element: <ActivatePage /> },
          { path: 'password/reset/confirm/:uid/:token', element: <ResetPasswordConfirmPage /> },
          { path: 'account', element: <Navigate to="/account/profile" replace /> },
          { path: 'account/billing', element: signedIn(placeholder('Billing')) },
          { path: 'account/:section', element: signedIn(<AccountPage />) },

          // Billing
          { path: 'billing/plan', element: signedIn(placeholder('Choose your plan')) },
          { path: 'billing/checkout', element: signedIn(placeholder('Checkout')) },
          { path: 'billing/confirmation', element: signedIn(placeholder('Payment confirmation')) },

          // Information and contact
          { path: 'contact', element: <ContactPage /> },
          { path: 'contact/confirm', element: <ContactConfirmPage /> },
          { path: 'faq', element: <FaqPage /> },
          { path: 'terms', element: <TermsPage /> },
          { path: 'legal', element: <LegalPage /> },

          // Staff (the spec shows no role check on the client; the server enforces it)
          { path: 'admin/access_codes', element: signedIn(placeholder('License codes')) },
          { path: 'admin/copy_market_quizz', element: signedIn(placeholder('Copy market quizz')) },

          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
