import { createMemoryHistory } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { App, createAppRouter, createQueryClient } from './app';

/*
 * Issue 38: a public page's HTML at build time, as a first-time visitor's browser renders it (no
 * session, nothing stored). Loaded by web/prerender-plugin.ts in Node, after the client build.
 */

/** A browser storage that holds nothing yet: a first visit. */
class EmptyStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

function asFirstVisit() {
  globalThis.localStorage = new EmptyStorage();
  globalThis.sessionStorage = new EmptyStorage();
}

/**
 * The page at `path`, rendered whole, its `React.lazy` parts included: the markup that goes in
 * #root. React would move a Suspense boundary that ends past its progressive chunk (12.8 KB of
 * HTML) to the end of the page, with an inline script to put it back; the Content-Security-Policy
 * refuses inline scripts, so the chunk is unbounded, and a page that still holds a script or a
 * pending boundary is an error here rather than a broken page.
 */
export async function renderPage(path: string): Promise<string> {
  asFirstVisit();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const { prelude } = await prerender(<App router={router} queryClient={queryClient} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  if (html.includes('<script') || html.includes('<!--$?-->')) {
    throw new Error(`${path}: the prerendered page holds a script or a part still loading`);
  }
  return html;
}
