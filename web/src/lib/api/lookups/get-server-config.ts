import type { ServerConfig } from '@quizzical/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api-client';
import { lookupKeys } from './keys';

/** GET /api/config: what this server offers (payment provider, currencies, price). Read once. */
export function useServerConfig() {
  return useQuery(serverConfigQueryOptions);
}

export const serverConfigQueryOptions = queryOptions({
  queryKey: lookupKeys.serverConfig,
  queryFn: ({ signal }) => api.get<ServerConfig>('/api/config', { auth: false, signal }),
  staleTime: Number.POSITIVE_INFINITY,
});
