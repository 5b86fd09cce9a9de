import { legalNoticeSchema } from '@quizzical/common';
import { afterAll, describe, expect, it } from 'vitest';
import { legalNoticeWarning } from '../../config';
import { configFromEnv, createTestApp, type TestApp } from '../../test/test-app';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
});

describe('the legal notice from the configuration', () => {
  it('reads the LEGAL_* variables, one address line per newline or " | ", blank as unset', () => {
    const { legal } = configFromEnv({
      LEGAL_NAME: 'École Exemple SA',
      LEGAL_ADDRESS: 'Rue du Lac 1 | 1000 Lausanne\nSwitzerland',
      LEGAL_EMAIL: 'office@ecole.example',
      LEGAL_RESPONSIBLE: '  ',
    });
    expect(legal).toEqual({
      name: 'École Exemple SA',
      address: ['Rue du Lac 1', '1000 Lausanne', 'Switzerland'],
      responsible: null,
      email: 'office@ecole.example',
      registry: null,
      host: null,
    });
    expect(legalNoticeWarning(legal)).toBeUndefined();
  });

  it('warns at start, naming the missing essentials, when the operator has not set them', () => {
    const { legal } = configFromEnv({ LEGAL_NAME: 'École Exemple SA' });
    expect(legalNoticeWarning(legal)).toMatch(/LEGAL_ADDRESS, LEGAL_EMAIL unset/);
    expect(legalNoticeWarning(configFromEnv({}).legal)).toMatch(/LEGAL_NAME, LEGAL_ADDRESS, LEGAL_EMAIL/);
  });

  it('serves GET /api/legal to visitors: every field null when unset, the configured ones otherwise', async () => {
    const bare = await createTestApp();
    apps.push(bare);
    const empty = await bare.app.inject({ method: 'GET', url: '/api/legal' });
    expect(empty.statusCode).toBe(200);
    expect(legalNoticeSchema.parse(empty.json())).toEqual({
      name: null,
      address: [],
      responsible: null,
      email: null,
      registry: null,
      host: null,
    });

    const legal = {
      name: 'École Exemple SA',
      address: ['Rue du Lac 1', '1000 Lausanne'],
      responsible: 'Jeanne Exemple',
      email: 'office@ecole.example',
      registry: 'CHE-123.456.789',
      host: 'Infomaniak Network SA, Geneva',
    };
    const configured = await createTestApp({ legal });
    apps.push(configured);
    const res = await configured.app.inject({ method: 'GET', url: '/api/legal' });
    expect(res.statusCode).toBe(200);
    // beside the details, the page's labels in the request's language (English here)
    expect(res.json()).toEqual({ ...legal, labels: expect.objectContaining({ title: 'Legal notice' }) });
    // two test apps (each its own PGlite database and migrations): twice one app's time
  }, 60_000);
});
