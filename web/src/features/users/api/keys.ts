/** Query keys of the users feature. */
export const userKeys = {
  all: ['users'] as const,
  statuses: () => [...userKeys.all, 'statuses'] as const,
};
