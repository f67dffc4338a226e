import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@tawreed/domain';
import { type SessionUser, unwrap } from '@tawreed/sdk';
import { locale, setLanguage } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';

/** PATCH /api/auth/me {language}: the account keeps the language (DESIGN §9). */
export function saveLanguage(language: Language): Promise<SessionUser> {
  return unwrap(api.PATCH('/api/auth/me', { body: { language } }));
}

/**
 * The account's language, applied before the first signed-in render (DESIGN §9). An account
 * that never chose one adopts the language the portal was already speaking (the browser's, or
 * the visitor's choice on the sign-in page), so signing in never switches the language.
 */
export async function adoptAccountLanguage(user: SessionUser): Promise<SessionUser> {
  if (user.language) {
    // Its catalog is loaded first when the portal was speaking the other language.
    await setLanguage(user.language);
    return user;
  }
  const language = locale.language;
  saveLanguage(language).catch(() => {
    // Kept locally all the same; the next sign-in tries again.
  });
  return { ...user, language };
}

/**
 * Switches the portal's language at once (no reload) and, when signed in, keeps it on the
 * account; signed out, it is only remembered in this browser.
 */
export function useChangeLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    async mutationFn(language: Language): Promise<SessionUser | null> {
      await setLanguage(language);
      const user = queryClient.getQueryData<SessionUser | null>(authKeys.session());
      if (!user) return null;
      queryClient.setQueryData(authKeys.session(), { ...user, language });
      return saveLanguage(language);
    },
    onSuccess(user) {
      if (user) queryClient.setQueryData(authKeys.session(), user);
    },
  });
}
