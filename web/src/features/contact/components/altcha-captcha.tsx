import { Box, FormHelperText } from '@mui/material';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { forwardRef, type Ref, useEffect, useId, useImperativeHandle, useRef } from 'react';
import { getT, type Language, useLanguage } from '../../../lib/i18n';

const CONTACT_CHALLENGE_URL = '/api/contact/challenge';

export interface AltchaCaptchaHandle {
  /** Fetches a new challenge (a payload is valid once: after a refused submit, solve again). */
  reset(): void;
}

interface AltchaCaptchaProps {
  /** The payload once verified, null otherwise (unverified, expired, error). */
  onChange(payload: string | null): void;
  error?: string;
}

interface StateChangeDetail {
  state: string;
  payload?: string;
}

/** The widget's registry of texts by language (set up by its module on globalThis). */
type AltchaTexts = { get(language: string): object | undefined; set(language: string, texts: object): void };

/**
 * The widget's texts from our catalogues, registered under the language on screen (the widget picks
 * its texts by `language`, else by `<html lang>`); texts we do not show keep the widget's English.
 */
function registerCaptchaTexts(language: Language) {
  const registry = (globalThis as { $altcha?: { i18n?: AltchaTexts } }).$altcha?.i18n;
  if (!registry) return;
  const t = getT();
  const link = '<a href="https://altcha.org/" target="_blank" rel="noopener" tabindex="-1">ALTCHA</a>';
  registry.set(language, {
    ...registry.get('en'),
    label: t('contact.captcha.label'),
    loading: t('taking.loading'),
    verifying: t('contact.captcha.verifying'),
    waitAlert: t('contact.captcha.wait'),
    verified: t('contact.captcha.verified'),
    verificationRequired: t('contact.captcha.required'),
    error: t('contact.captcha.error'),
    expired: t('contact.captcha.expired'),
    reload: t('common.retry'),
    footer: t('contact.captcha.footer', { altcha: link }),
  });
}

/**
 * The ALTCHA proof-of-work captcha (self-hosted, no third party). The widget code is loaded on
 * demand; it solves the challenge in a blob: worker, which the server's CSP allows.
 */
export const AltchaCaptcha = forwardRef<AltchaCaptchaHandle, AltchaCaptchaProps>(function AltchaCaptcha(
  { onChange, error },
  handle,
) {
  const ref = useRef<AltchaWidgetElement | null>(null);
  const errorId = useId();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const language = useLanguage();
  useEffect(() => {
    void import('altcha').then(() => registerCaptchaTexts(language));
  }, [language]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail;
      onChangeRef.current(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, []);

  useImperativeHandle(handle, () => ({
    reset() {
      ref.current?.reset?.();
      onChangeRef.current(null);
    },
  }));

  return (
    <Box>
      <Box
        aria-describedby={error ? errorId : undefined}
        sx={{
          '& altcha-widget': { display: 'block' },
          ...(error ? { '--altcha-border-color': '#c62828' } : {}),
        }}
      >
        <altcha-widget
          ref={ref as Ref<HTMLElement>}
          challenge={CONTACT_CHALLENGE_URL}
          language={language}
          style={{
            '--altcha-border-radius': '10px',
            '--altcha-color-primary': '#4f46e5',
            '--altcha-max-width': '100%',
          }}
        />
      </Box>
      {error && (
        <FormHelperText id={errorId} error sx={{ mx: 1.75 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
});
