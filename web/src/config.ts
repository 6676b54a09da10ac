import type { WebConfig } from '@app/shared/web-config';

/**
 * The environment's settings (API URL, user pool) from /config.json. main.tsx starts the fetch and
 * renders without waiting for it (issue 38): only calls to the API, Cognito and Checkout wait. Its
 * schema, and zod with it, load beside the fetch rather than in the entry.
 */
export async function loadConfig(): Promise<WebConfig> {
  const [response, { webConfigSchema }] = await Promise.all([
    fetch('/config.json', { cache: 'no-store' }),
    import('@app/shared/web-config'),
  ]);
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return webConfigSchema.parse(await response.json());
}
