import { Link } from '@mui/material';
import { Link as RouterLink, useNavigate } from '../../../lib/router';
import { AuthCard } from '../components/auth-card';
import { SignupFormView } from '../components/signup-form';

/** /signup: account creation; success leads to the 'check your e-mail' step. */
export function SignupPage() {
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Create your account"
      subtitle="Free to start. Create quizzes, share them and follow the results live."
      maxWidth="sm"
      footer={
        <>
          Already have an account?{' '}
          <Link component={RouterLink} to="/login">
            Sign in
          </Link>
        </>
      }
    >
      <SignupFormView
        onCreated={(user) => navigate('/signup_confirmation', { state: { email: user.email } })}
      />
    </AuthCard>
  );
}
