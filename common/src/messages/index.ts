export * from './errors';
export * from './fields';
export * from './format';
export * from './ui';
