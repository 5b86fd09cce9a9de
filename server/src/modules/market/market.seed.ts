import type { Db } from '../../db/client';
import { createMarketRepository } from './market.repository';
import { MARKET_SEED_QUESTIONS } from './seed-data/questions';

/** The starter market: approved questions written for the product, inserted once into an empty market. */
export async function seedMarket(db: Db): Promise<void> {
  const repo = createMarketRepository(db);
  if ((await repo.count()) > 0) return;
  await repo.insertMany(
    MARKET_SEED_QUESTIONS.map((q) => ({
      description: q.description,
      tags: q.tags,
      theme: q.theme,
      level: q.level,
      type: q.type,
      text: q.text,
      answer1: q.answer1,
      answer2: q.answer2,
      answer3: q.answer3,
      answer4: q.answer4,
      correctAnswer: q.correct_answer,
      explanation: q.explanation,
      status: 1,
    })),
  );
}
