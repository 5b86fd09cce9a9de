import type { User } from '@quizzical/common';
import { api } from '../../api-client';
import type { Language } from '../../i18n/languages';

/** PATCH /auth/users/me/ {language}: the account's language, for its e-mails and its other devices. */
export function saveAccountLanguage(language: Language): Promise<User> {
  return api.patch<User>('/auth/users/me/', { language });
}
