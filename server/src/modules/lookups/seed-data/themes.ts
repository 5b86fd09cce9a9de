/** Subjects a school or university quiz is about (ids are positions + 1). */
export const THEMES = ['Mathematics', 'Physics', 'Chemistry'];
/** Levels of education, from primary school to university. */
export const LEVELS = ['Primary school', 'Lower secondary', 'Upper secondary', 'University'];
/** Kinds of assessment a question suits. */
export const TYPES = ['Knowledge', 'Understanding', 'Application'];
