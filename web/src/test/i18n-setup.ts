import all from 'virtual:catalogue-part/all';
import { beforeAll } from 'vitest';
import { activateLanguage, loadCatalogueParts } from '../lib/i18n/runtime';

// component tests render in English, as the spec writes it (the browser's language does not count),
// with every key: a page's own part is loaded by the router, which these tests do not go through
beforeAll(async () => {
  await activateLanguage('en');
  await loadCatalogueParts([all]);
});
