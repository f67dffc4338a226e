import type { User } from '@tawreed/sdk';
import { createContext, type ReactNode, useContext } from 'react';

const CurrentUserContext = createContext<User | null>(null);

/** Provided by the app's protected routes, so pages read the signed-in user without knowing about auth. */
export function CurrentUserProvider({ user, children }: { user: User; children: ReactNode }) {
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
}

/** The signed-in user; only valid inside a protected route. */
export function useCurrentUser(): User {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser is only available on signed-in routes');
  return user;
}

export function displayName(user: Pick<User, 'name' | 'email'>): string {
  return user.name.trim() || user.email;
}
