import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SessionUser, unwrap } from '@tawreed/sdk';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { discardEarlyResponses } from '../../../lib/early-requests';
import { rememberSignedIn } from '../../../lib/session-hint';
import { adoptAccountLanguage } from './change-language';
import { authKeys } from './keys';

/** GET /api/auth/me; any failure means signed out (SPEC §7), so this never throws. */
export async function getSession(): Promise<SessionUser | null> {
  let user: SessionUser;
  try {
    user = await unwrap(api.GET('/api/auth/me'));
  } catch {
    // What the boot script asked for as signed in is not this visitor's to see.
    discardEarlyResponses();
    return null;
  }
  return adoptAccountLanguage(user);
}

export const sessionQueryOptions = () => queryOptions({ queryKey: authKeys.session(), queryFn: getSession });

export interface Session {
  user: SessionUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

/** SPEC §3/§4 session state, checked once on start and then kept by sign-in and sign-out. */
export function useSession(): Session {
  const { data, isPending } = useQuery(sessionQueryOptions());
  const user = data ?? null;
  // Known (not while checking): remembered for the next opening's prefetch.
  useEffect(() => {
    if (!isPending) rememberSignedIn(user !== null);
  }, [isPending, user]);
  return { user, isLoading: isPending, isAuthenticated: user !== null };
}
