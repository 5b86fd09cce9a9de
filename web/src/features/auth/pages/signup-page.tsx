import authTexts from 'virtual:catalogue-part/auth';
import { pageLinkTag } from '../../../components/page-link-tag';
import { rich, useT } from '../../../lib/i18n';
import { useNavigate } from '../../../lib/router';
import { AuthCard } from '../components/auth-card';
import { SignupFormView } from '../components/signup-form';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [authTexts];

/** /signup: account creation; success leads to the 'check your e-mail' step. */
export function SignupPage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <AuthCard
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle')}
      maxWidth="sm"
      footer={rich(t('auth.signup.have_account'), {
        signin: pageLinkTag('/login'),
      })}
    >
      <SignupFormView
        onCreated={(user) => navigate('/signup_confirmation', { state: { email: user.email } })}
      />
    </AuthCard>
  );
}
