import { MARKET_STATUS } from '@quizzical/common';
import type { Database } from '../../db/client';
import { createMarketRepository } from './market.repository';
import { MARKET_SEED_QUESTIONS } from './seed-data/questions';

/** The starter market: approved questions written for the product, inserted once into an empty market. */
export async function seedMarket(database: Pick<Database, 'db' | 'query'>): Promise<void> {
  const repo = createMarketRepository(database.db, database.query);
  if ((await repo.count()) > 0) return;
  await repo.insertMany(
    // the seed's fields are the table's, but for the correct answer's name
    MARKET_SEED_QUESTIONS.map(({ correct_answer, ...question }) => ({
      ...question,
      correctAnswer: correct_answer,
      status: MARKET_STATUS.APPROVED,
    })),
  );
}
