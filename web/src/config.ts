import { webConfigSchema, type WebConfig } from '@app/shared/web-config';

/** Reads the environment's settings (API URL, user pool) from /config.json before the app starts. */
export async function loadConfig(): Promise<WebConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return webConfigSchema.parse(await response.json());
}
