import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import {
  ALL_COOKIES,
  OPTIONAL_COOKIE_CATEGORIES,
  useCookiePreferences,
  type CookieChoices,
  type OptionalCookieCategory,
} from '../hooks/use-cookie-preferences';
import { useTimedFlag } from '../hooks/use-timed-flag';

/** Spec 9: how long the 'saved' notice stays. */
export const COOKIE_NOTICE_MS = 6000;
export const COOKIES_SAVED = 'Your cookie preferences have been saved!';

const DESCRIPTIONS: Record<'necessary' | OptionalCookieCategory, { title: string; text: string }> = {
  necessary: {
    title: 'Necessary',
    text: 'Keep you signed in, protect your account and make the site work. They cannot be switched off.',
  },
  preferences: {
    title: 'Preferences',
    text: 'Remember choices such as your language and light or dark theme, so you do not set them every visit.',
  },
  analytics: {
    title: 'Analytics',
    text: 'Tell us which pages are used and where people get stuck, counted in aggregate, so we can improve Hisaab.',
  },
  marketing: {
    title: 'Marketing',
    text: 'Measure how well our campaigns work and show you relevant Hisaab offers on other websites.',
  },
};

function CategoryRow({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <li className="flex items-start justify-between gap-6 py-4">
      <div className="flex flex-col gap-1">
        <Label htmlFor={id} className="text-base">
          {title}
        </Label>
        <p id={`${id}-description`} className="text-muted-foreground text-sm">
          {text}
        </p>
      </div>
      {children}
    </li>
  );
}

/** Spec 2.14: one switch per category; Accept All turns every one on; saving shows a notice for 6 s. */
export function CookiePreferences() {
  const { saved, save } = useCookiePreferences();
  const [choices, setChoices] = useState<CookieChoices>(saved);
  const [noticeShown, showNotice] = useTimedFlag(COOKIE_NOTICE_MS);

  const commit = (next: CookieChoices) => {
    setChoices(next);
    save(next);
    showNotice();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl">Manage your preferences</h2>
        </CardTitle>
        <CardDescription>Choose which cookies Hisaab may use in this browser.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="divide-y">
          <CategoryRow id="cookie-necessary" {...DESCRIPTIONS.necessary}>
            <div className="flex items-center gap-3">
              <Badge variant="secondary">Always on</Badge>
              <Switch id="cookie-necessary" checked disabled aria-describedby="cookie-necessary-description" />
            </div>
          </CategoryRow>
          {OPTIONAL_COOKIE_CATEGORIES.map((category) => (
            <CategoryRow key={category} id={`cookie-${category}`} {...DESCRIPTIONS[category]}>
              <Switch
                id={`cookie-${category}`}
                checked={choices[category]}
                aria-describedby={`cookie-${category}-description`}
                onCheckedChange={(checked) => setChoices((current) => ({ ...current, [category]: checked }))}
              />
            </CategoryRow>
          ))}
        </ul>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => commit(choices)}>
            Save Preferences
          </Button>
          <Button onClick={() => commit(ALL_COOKIES)}>Accept All</Button>
        </div>
        <div role="status" aria-live="polite">
          {noticeShown && (
            <p className="bg-primary/10 text-primary rounded-lg px-4 py-3 text-sm font-medium">{COOKIES_SAVED}</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
