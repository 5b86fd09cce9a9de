export * from './accept';
export * from './codec';
export * from './presentation';
export * from './score';
export * from './text-match';
export * from './types';
