/**
 * TanStack Query keys of the market of questions (server module `market`). Every change to it (edit,
 * approve, duplicate, delete, a proposal, the staff's copy between tags) invalidates `marketKeys.all`.
 */
export const marketKeys = {
  all: ['market'] as const,
  search: (params: object) => ['market', 'search', params] as const,
};
