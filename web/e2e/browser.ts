import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, headless and quiet offline (no background networking, no updates). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Waits until the app has taken the page over: a prerendered public page (issue 38) shows its
 * content from the HTML before its script has run, and moves only once hydrated.
 */
export async function appRunning(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
}
