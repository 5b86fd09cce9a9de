import { beforeAll } from 'vitest';
import { activateLanguage } from '../lib/i18n/runtime';

// component tests render in English, as the spec writes it (the browser's language does not count)
beforeAll(async () => {
  await activateLanguage('en');
});
