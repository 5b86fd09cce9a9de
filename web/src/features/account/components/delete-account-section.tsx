import { Box, Button } from '@mui/material';
import { MESSAGES } from '@quizzical/common';
import { PasswordField } from '../../../components/password-field';
import { SectionCard } from '../../../components/section-card';
import { useSignOut } from '../../../lib/auth';
import { applyServerErrors } from '../../../lib/form-errors';
import { useBoundForm } from '../../../lib/form-fields';
import { useDeleteMe } from '../api/delete-me';

/** 'Delete my account': asks the current password; success signs out and opens /login/delete. */
export function DeleteAccountSection() {
  const remove = useDeleteMe();
  const signOut = useSignOut();
  const { handleSubmit, setError, field } = useBoundForm<{ current_password: string }>({
    defaultValues: { current_password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (!values.current_password) {
      setError('current_password', { message: MESSAGES.enterPassword }, { shouldFocus: true });
      return;
    }
    remove.mutate(values, {
      onSuccess: () => signOut('/login/delete'),
      onError: (error) => {
        // every error of this call belongs under the password field (spec §8)
        const rest = applyServerErrors(error, setError, ['current_password']);
        if (rest.length > 0) setError('current_password', { message: rest[0] }, { shouldFocus: true });
      },
    });
  });

  return (
    <SectionCard
      id="account-delete"
      title="Delete my account"
      tone="danger"
      description="Your account, your quizzes and their results are deleted for good. This cannot be undone."
    >
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: 'flex-start' }}
      >
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          {...field('current_password', 'Enter your password to confirm.')}
        />
        <Button
          type="submit"
          variant="contained"
          color="error"
          loading={remove.isPending}
          sx={{ flexShrink: 0, height: 56, width: { xs: '100%', sm: 'auto' } }}
        >
          Delete my account
        </Button>
      </Box>
    </SectionCard>
  );
}
