import { type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';

/**
 * A list read afresh whenever a screen mounts it (someone may have changed it since), and
 * polled while mounted where `refetchInterval` is given: its queryOptions and its hook.
 */
export function freshListQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>, refetchInterval?: number) {
  const options = () => queryOptions({ queryKey, queryFn });
  function useFreshList() {
    return useQuery({ ...options(), refetchOnMount: 'always', refetchInterval });
  }
  return { options, useFreshList };
}
