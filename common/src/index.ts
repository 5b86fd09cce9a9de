export * from './constants';
export * from './field-errors';
export * from './messages';
export * from './schemas/auth';
export * from './schemas/common';
export * from './schemas/contact';
export * from './schemas/lookups';
