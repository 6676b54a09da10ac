import { useState } from 'react';
import * as z from '@app/shared/zod';

/** Spec 2.14: necessary is always on; preferences on, analytics and marketing off until chosen. */
export const OPTIONAL_COOKIE_CATEGORIES = ['preferences', 'analytics', 'marketing'] as const;
export type OptionalCookieCategory = (typeof OPTIONAL_COOKIE_CATEGORIES)[number];
export type CookieChoices = Record<OptionalCookieCategory, boolean>;

export const DEFAULT_COOKIE_CHOICES: CookieChoices = { preferences: true, analytics: false, marketing: false };
export const ALL_COOKIES: CookieChoices = { preferences: true, analytics: true, marketing: true };

/** Kept in this browser only: a visitor who has not signed in has nowhere else to keep it. */
export const COOKIE_PREFERENCES_KEY = 'cookie_preferences';

const storedSchema = z.object({
  necessary: z.literal(true),
  preferences: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  savedAt: z.string(),
});

function readStored(): CookieChoices {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(localStorage.getItem(COOKIE_PREFERENCES_KEY) ?? 'null'));
    if (!parsed.success) return DEFAULT_COOKIE_CHOICES;
    const { preferences, analytics, marketing } = parsed.data;
    return { preferences, analytics, marketing };
  } catch {
    return DEFAULT_COOKIE_CHOICES;
  }
}

/** The saved choices, and a way to save new ones to localStorage. */
export function useCookiePreferences() {
  const [saved, setSaved] = useState(readStored);
  const save = (choices: CookieChoices) => {
    const stored = { necessary: true, ...choices, savedAt: new Date().toISOString() };
    localStorage.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify(stored));
    setSaved(choices);
  };
  return { saved, save };
}
