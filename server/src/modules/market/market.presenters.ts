import type { MarketQuestion } from '@quizzical/common';
import type { MarketReadRow } from './market.repository';

/** A market question as its viewer may see it: tags and the submitter for staff only. */
export function presentMarketQuestion(row: MarketReadRow, { staff }: { staff: boolean }): MarketQuestion {
  const { question } = row;
  return {
    id: question.id,
    description: question.description,
    ...(staff && { tags: question.tags }),
    theme: row.themeName,
    level: row.levelName,
    type: row.typeName,
    theme_id: question.theme,
    level_id: question.level,
    type_id: question.type,
    language: question.language,
    text: question.text,
    answer1: question.answer1,
    answer2: question.answer2,
    answer3: question.answer3,
    answer4: question.answer4,
    correct_answer: question.correctAnswer,
    smallImageUrl: question.smallImageUrl,
    bigImageUrl: question.bigImageUrl,
    explanation: question.explanation,
    explanationSmallImageUrl: question.explanationSmallImageUrl,
    explanationBigImageUrl: question.explanationBigImageUrl,
    ...(staff && {
      owner:
        row.ownerFirstName === null
          ? null
          : { first_name: row.ownerFirstName, last_name: row.ownerLastName ?? '' },
    }),
    status: question.status,
  };
}
