import type { MarketQuestion } from '@quizzical/common';
import { describe, expect, it } from 'vitest';
import { startTestApp, t } from '../../test/file-app';
import { seedMarket } from './market.seed';
import { MARKET_SEED_QUESTIONS } from './seed-data/questions';

startTestApp();

const search = async (body: Record<string, unknown>) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/market/quizz/_search',
      payload: { active: true, page: 0, ...body },
    })
  ).json();

describe('the starter market', () => {
  it('opens with every seeded question approved, once', async () => {
    expect((await search({})).count).toBe(MARKET_SEED_QUESTIONS.length);
    expect(MARKET_SEED_QUESTIONS.length).toBeGreaterThanOrEqual(200);
    await seedMarket(t.app.database);
    expect((await search({})).count).toBe(MARKET_SEED_QUESTIONS.length);
  });

  it('spreads over mathematics, physics and chemistry with formulas and explanations', async () => {
    for (const theme of [1, 2, 3]) {
      const page = await search({ theme });
      expect(page.count).toBeGreaterThanOrEqual(40);
      expect(page.results.some((q: MarketQuestion) => q.text.includes('$'))).toBe(true);
      expect(page.results.every((q: MarketQuestion) => q.explanation.length > 0)).toBe(true);
    }
    const found = await search({ keyword: 'derivative' });
    expect(found.count).toBeGreaterThan(0);
  });
});
