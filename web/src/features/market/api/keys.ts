/** TanStack Query keys of the market. */
export const marketKeys = {
  all: ['market'] as const,
  search: (params: object) => ['market', 'search', params] as const,
};
