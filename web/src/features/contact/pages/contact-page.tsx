import contactTexts from 'virtual:catalogue-part/contact';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import { Card, CardContent, Grid, Stack, TextField, Typography } from '@mui/material';
import { CONTACT_MESSAGE_MAX, contactBody, MESSAGES } from '@quizzical/common';
import { type ReactNode, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { FormGrid } from '../../../components/form-grid';
import { PageContainer } from '../../../components/page-container';
import { pageLinkTag } from '../../../components/page-link-tag';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/form-fields';
import { formMessages, type MessageKey, rich, useT } from '../../../lib/i18n';
import { useNavigate } from '../../../lib/router';
import { useSendContact } from '../api/send-contact';
import { AltchaCaptcha, type AltchaCaptchaHandle } from '../components/altcha-captcha';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [contactTexts];

/** The shared contact schema, except the e-mail, which only the server checks (spec §5). */
const contactFormSchema = contactBody.extend({ email: z.string().trim() });
const FIELDS = ['name', 'email', 'phone', 'message', 'recaptcha'] as const;

const HALF_ROW = { xs: 12, sm: 6 };
/** The fields above the message: how wide they stand and how browsers fill them in (the e-mail is optional). */
const CONTACT_FIELDS = [
  { name: 'name', label: 'contact.name', size: 12, autoComplete: 'name', required: true },
  { name: 'email', label: 'contact.email', size: HALF_ROW, type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'contact.phone', size: HALF_ROW, type: 'tel', autoComplete: 'tel', required: true },
] as const;

/** The shared schema's own messages for this form (the API answers with the same ones), by key. */
const CONTACT_TEXTS: Record<string, MessageKey> = {
  [MESSAGES.enterName]: 'contact.enter_name',
  [MESSAGES.enterPhone]: 'contact.enter_phone',
  [MESSAGES.enterMessage]: 'contact.enter_message',
  [MESSAGES.validateCaptcha]: 'contact.validate_captcha',
};
const ownText = formMessages(CONTACT_TEXTS);

/** A message under a field of the form, in the language on screen. */
function contactFieldText(message: string | undefined): string | undefined {
  return message && ownText(message);
}

/** /contact: 'Contact us' form with the ALTCHA captcha; success -> /contact/confirm. */
export function ContactPage() {
  const t = useT();
  const navigate = useNavigate();
  const send = useSendContact();
  const captcha = useRef<AltchaCaptchaHandle>(null);
  const [banner, setBanner] = useState<string[]>([]);
  const {
    control,
    handleSubmit,
    setError,
    field: bound,
  } = useZodForm(contactFormSchema, { name: '', email: '', phone: '', message: '', recaptcha: '' });
  const field = (name: Parameters<typeof bound>[0]) => {
    const props = bound(name);
    return { ...props, helperText: contactFieldText(props.helperText as string | undefined) };
  };

  const onSubmit = handleSubmit((values) => {
    setBanner([]);
    send.mutate(values, {
      onSuccess: () => navigate('/contact/confirm'),
      onError: (error) => {
        const rest = applyServerErrors(error, setError, FIELDS);
        if (isApiError(error) && error.data && typeof error.data === 'object' && 'recaptcha' in error.data) {
          captcha.current?.reset();
        }
        if (rest.length > 0) setBanner(rest.map((text) => contactFieldText(text) ?? text));
      },
    });
  });

  return (
    <PageContainer title={t('contact.title')} subtitle={t('contact.subtitle')} maxWidth="lg">
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card>
            <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
              <FormErrorBanner messages={banner} gutterBottom />
              <FormGrid onSubmit={onSubmit} submitLabel={t('contact.submit')} submitting={send.isPending}>
                {CONTACT_FIELDS.map(({ name, label, size, ...input }) => (
                  <Grid key={name} size={size}>
                    <TextField label={t(label)} {...input} {...field(name)} />
                  </Grid>
                ))}
                <Grid size={12}>
                  <TextField
                    label={t('contact.message')}
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
                        error={contactFieldText(fieldState.error?.message)}
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
            <SideCard
              icon={<HelpOutline color="primary" aria-hidden="true" />}
              title={t('contact.quick_answers')}
            >
              {rich(t('contact.faq_hint'), {
                faq: pageLinkTag('/faq'),
              })}
            </SideCard>
            <SideCard
              icon={<EmailOutlined color="primary" aria-hidden="true" />}
              title={t('contact.reply_title')}
            >
              {t('contact.reply_text')}
            </SideCard>
          </Stack>
        </Grid>
      </Grid>
    </PageContainer>
  );
}

/** A card beside the form: its icon, its title and a short text. */
function SideCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        {icon}
        <Typography variant="h6" component="h2" sx={{ mt: 1 }} gutterBottom>
          {title}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {children}
        </Typography>
      </CardContent>
    </Card>
  );
}
