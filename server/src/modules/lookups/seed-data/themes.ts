/**
 * Lookup lists used to classify market questions and quizzes. Ids are positions + 1 and are stable:
 * existing rows keep their id forever, so only append new names at the end, never reorder or remove.
 * See docs/LOOKUPS.md.
 */

/** Subjects a school or university quiz is about (ids are positions + 1). */
export const THEMES = [
  'Mathematics', // 1
  'Physics', // 2
  'Chemistry', // 3
  'Biology', // 4
  'Computer science', // 5
  'Geography', // 6
  'History', // 7
  'Languages', // 8
  'Literature', // 9
  'Economics', // 10
  'Philosophy', // 11
  'Music', // 12
  'Arts', // 13
  'Sport', // 14
  'Engineering', // 15
  'General knowledge', // 16
];

/** Levels of education, from primary school to university and professional training. */
export const LEVELS = [
  'Primary school', // 1
  'Lower secondary', // 2
  'Upper secondary', // 3
  'Vocational school', // 4
  'University (Bachelor)', // 5
  'University (Master)', // 6
  'Professional training', // 7
];

/** Kinds of assessment a question suits, from recalling facts to playful quiz games. */
export const TYPES = [
  'Knowledge', // 1
  'Understanding', // 2
  'Application', // 3
  'Analysis', // 4
  'Exam preparation', // 5
  'Revision', // 6
  'Quiz game', // 7
];
