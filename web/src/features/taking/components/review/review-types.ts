import type { ReviewResult } from '@quizzical/common';

/** A question of the review: its type's key and explanation beside the texts. */
export type ReviewQuestion = ReviewResult['quizz']['questions'][number];
