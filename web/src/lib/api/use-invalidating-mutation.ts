import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** A change after which every query under `queryKey` is read again, so that what it changed shows at once. */
export function useInvalidatingMutation<TData, TVariables>(
  queryKey: QueryKey,
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}
