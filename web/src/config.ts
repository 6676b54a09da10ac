import { webConfigSchema, type WebConfig } from '@app/shared/web-config';

/**
 * The environment's settings (API URL, user pool) from /config.json. main.tsx starts the fetch and
 * renders without waiting for it (issue 38): only calls to the API, Cognito and Checkout wait.
 */
export async function loadConfig(): Promise<WebConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return webConfigSchema.parse(await response.json());
}
