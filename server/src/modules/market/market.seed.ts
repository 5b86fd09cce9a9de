import { MARKET_STATUS } from '@quizzical/common';
import type { Database } from '../../db/client';
import { createMarketRepository } from './market.repository';
import { MARKET_SEED_QUESTIONS } from './seed-data/questions';

/** The starter market: approved questions written for the product, inserted once into an empty market. */
export async function seedMarket(database: Pick<Database, 'db' | 'query'>): Promise<void> {
  const repo = createMarketRepository(database.db, database.query);
  if ((await repo.count()) > 0) return;
  await repo.insertMany(
    MARKET_SEED_QUESTIONS.map((question) => ({
      description: question.description,
      tags: question.tags,
      theme: question.theme,
      level: question.level,
      type: question.type,
      text: question.text,
      answer1: question.answer1,
      answer2: question.answer2,
      answer3: question.answer3,
      answer4: question.answer4,
      correctAnswer: question.correct_answer,
      explanation: question.explanation,
      status: MARKET_STATUS.APPROVED,
    })),
  );
}
