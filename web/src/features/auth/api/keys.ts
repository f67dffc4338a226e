/** Query keys of the auth feature. */
export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
  secondFactor: () => [...authKeys.all, 'second-factor'] as const,
  passkeys: () => [...authKeys.all, 'passkeys'] as const,
};
