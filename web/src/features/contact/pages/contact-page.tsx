import { zodResolver } from '@hookform/resolvers/zod';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import { Card, CardContent, Grid, Link, Stack, TextField, Typography } from '@mui/material';
import { CONTACT_MESSAGE_MAX, contactBody } from '@quizzical/common';
import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { FormGrid } from '../../../components/form-grid';
import { PageContainer } from '../../../components/page-container';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useBoundForm } from '../../../lib/form-fields';
import { Link as RouterLink, useNavigate } from '../../../lib/router';
import { useSendContact } from '../api/send-contact';
import { AltchaCaptcha, type AltchaCaptchaHandle } from '../components/altcha-captcha';

/** The shared contact schema, except the e-mail, which only the server checks (spec §5). */
const contactFormSchema = contactBody.extend({ email: z.string().trim() });
type ContactForm = z.input<typeof contactFormSchema>;
const FIELDS = ['name', 'email', 'phone', 'message', 'recaptcha'] as const;

/** /contact: 'Contact us' form with the ALTCHA captcha; success -> /contact/confirm. */
export function ContactPage() {
  const navigate = useNavigate();
  const send = useSendContact();
  const captcha = useRef<AltchaCaptchaHandle>(null);
  const [banner, setBanner] = useState<string[]>([]);
  const { control, handleSubmit, setError, field } = useBoundForm<
    ContactForm,
    z.output<typeof contactFormSchema>
  >({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { name: '', email: '', phone: '', message: '', recaptcha: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setBanner([]);
    send.mutate(values, {
      onSuccess: () => navigate('/contact/confirm'),
      onError: (error) => {
        const rest = applyServerErrors(error, setError, FIELDS);
        if (isApiError(error) && error.data && typeof error.data === 'object' && 'recaptcha' in error.data) {
          captcha.current?.reset();
        }
        if (rest.length > 0) setBanner(rest);
      },
    });
  });

  return (
    <PageContainer
      title="Contact us"
      subtitle="A question, an idea or a problem? Write to us, we read every message."
      maxWidth="lg"
    >
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card>
            <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
              <FormErrorBanner messages={banner} gutterBottom />
              <FormGrid onSubmit={onSubmit} submitLabel="Submit" submitting={send.isPending}>
                <Grid size={12}>
                  <TextField label="Name" autoComplete="name" required {...field('name')} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField label="Phone" type="tel" autoComplete="tel" required {...field('phone')} />
                </Grid>
                <Grid size={12}>
                  <TextField
                    label="Message"
                    required
                    multiline
                    minRows={6}
                    slotProps={{ htmlInput: { maxLength: CONTACT_MESSAGE_MAX } }}
                    {...field('message')}
                  />
                </Grid>
                <Grid size={12}>
                  <Controller
                    name="recaptcha"
                    control={control}
                    render={({ field, fieldState }) => (
                      <AltchaCaptcha
                        ref={captcha}
                        onChange={(payload) => field.onChange(payload ?? '')}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                </Grid>
              </FormGrid>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            <Card>
              <CardContent sx={{ p: 3 }}>
                <HelpOutline color="primary" aria-hidden="true" />
                <Typography variant="h6" component="h2" sx={{ mt: 1 }} gutterBottom>
                  Quick answers
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  Many questions are already answered in our{' '}
                  <Link component={RouterLink} to="/faq">
                    FAQ
                  </Link>
                  .
                </Typography>
              </CardContent>
            </Card>
            <Card>
              <CardContent sx={{ p: 3 }}>
                <EmailOutlined color="primary" aria-hidden="true" />
                <Typography variant="h6" component="h2" sx={{ mt: 1 }} gutterBottom>
                  We reply quickly
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  We usually answer within one or two working days.
                </Typography>
              </CardContent>
            </Card>
          </Stack>
        </Grid>
      </Grid>
    </PageContainer>
  );
}
