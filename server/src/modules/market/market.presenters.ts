import type { MarketQuestion } from '@quizzical/common';
import { questionWithAnswer, typeFieldsOf } from '../../lib/question-fields';
import type { MarketQuestionRow, MarketReadRow } from './market.repository';

/** The question's kind and the fields of its kind, as the API names them (`type` is the market's lookup). */
export const marketTypeFields = (question: MarketQuestionRow) => ({
  question_type: question.questionType,
  ...typeFieldsOf(question),
});

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
    ...questionWithAnswer(question),
    ...marketTypeFields(question),
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
