import type { ServerConfig } from '@quizzical/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** GET /api/config: what this server offers (payment provider, currencies, price). Read once. */
export function useServerConfig() {
  return useQuery({
    queryKey: ['server-config'],
    queryFn: ({ signal }) => api.get<ServerConfig>('/api/config', { auth: false, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
