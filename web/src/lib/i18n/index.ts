/** The web's translations: the one entry point components and helpers import (docs/I18N.md). */
export { errorText, fieldErrorText, formMessages } from './error-text';
export { formatDate, formatNumber, formatPercent } from './format';
export { LANGUAGE_CODES, LANGUAGES, type Language } from './languages';
export { rich } from './rich';
export { getLanguage, getT, type MessageKey, type Translate } from './runtime';
export { selectLanguage, startI18n } from './start';
export { useLanguage, useT } from './use-t';
