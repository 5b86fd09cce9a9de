import { Box, Button } from '@mui/material';
import { PasswordField } from '../../../components/password-field';
import { SectionCard } from '../../../components/section-card';
import { useSignOut } from '../../../lib/auth';
import { applyServerErrors } from '../../../lib/form-errors';
import { translatedFields, useBoundForm } from '../../../lib/form-fields';
import { useT } from '../../../lib/i18n';
import { useDeleteMe } from '../api/delete-me';
import { accountText } from '../lib/field-text';

/** 'Delete my account': asks the current password; success signs out and opens /login/delete. */
export function DeleteAccountSection() {
  const t = useT();
  const remove = useDeleteMe();
  const signOut = useSignOut();
  const {
    handleSubmit,
    setError,
    field: bound,
  } = useBoundForm<{ current_password: string }>({
    defaultValues: { current_password: '' },
  });

  const field = translatedFields(bound, accountText);

  const onSubmit = handleSubmit((values) => {
    if (!values.current_password) {
      setError('current_password', { message: t('common.enter_password') }, { shouldFocus: true });
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
      title={t('account.delete.title')}
      tone="danger"
      description={t('account.delete.description')}
    >
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: 'flex-start' }}
      >
        <PasswordField
          label={t('account.current_password')}
          autoComplete="current-password"
          {...field('current_password', t('account.delete.hint'))}
        />
        <Button
          type="submit"
          variant="contained"
          color="error"
          loading={remove.isPending}
          sx={{ flexShrink: 0, height: 56, width: { xs: '100%', sm: 'auto' } }}
        >
          {t('account.delete.title')}
        </Button>
      </Box>
    </SectionCard>
  );
}
