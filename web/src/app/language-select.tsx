import { useId } from 'react';
import { LANGUAGE_CODES, LANGUAGES, type Language, selectLanguage, useLanguage, useT } from '../lib/i18n';

/**
 * The footer's and the phone drawer's language menu: a native select (the phone's own picker), each
 * language named in itself. A choice shows at once, stays in this browser and goes to the account.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  return (
    <span className={`qz-language ${className ?? ''}`}>
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => void selectLanguage(event.currentTarget.value as Language)}
      >
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGES[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
