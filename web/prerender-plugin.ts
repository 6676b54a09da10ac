import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import {
  FIRST_PAINT_SCRIPT,
  FIRST_PAINT_STYLE,
  PRERENDERED_PAGES,
  prerenderedPageFor,
  SIGNED_IN_CHUNKS_META,
} from '../shared/src/prerendered-pages.ts';
import { signedInChunkFiles } from './first-view-chunks.ts';

/*
 * Issue 38: the public pages as HTML (shared/prerendered-pages.ts). After the client build, each page
 * is rendered by the app's own tree (src/prerender.tsx, loaded through Vite's SSR) into a copy of
 * the built index.html, which main.tsx then hydrates. `vite preview` (and so the local stack) answers
 * a page's path with its file, as CloudFront does in AWS.
 */

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

/** The built index.html with the page's title, description and markup. */
function pageHtml(template: string, page: (typeof PRERENDERED_PAGES)[number], markup: string) {
  if (!ROOT.test(template)) throw new Error('index.html has no <div id="root"> before </body>');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(page.description)}"`,
    )
    .replace(ROOT, (_whole, end: string) => `<div id="root" data-prerendered="${page.path}">${markup}</div>${end}`);
}

async function prerender(config: ResolvedConfig) {
  const outDir = resolve(config.root, config.build.outDir);
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  const server = await createServer({
    configFile: config.configFile,
    root: config.root,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const { renderPage } = (await server.ssrLoadModule('/src/prerender.tsx')) as {
      renderPage: (path: string) => Promise<string>;
    };
    for (const page of PRERENDERED_PAGES) {
      const file = join(outDir, page.file);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, pageHtml(template, page, await renderPage(page.path)));
    }
  } finally {
    await server.close();
  }
}

/** Answers a prerendered page's path with its file; every other path goes on to the app. */
function servePrerenderedPages(req: { url?: string }, _res: unknown, next: () => void) {
  const url = new URL(req.url ?? '/', 'http://preview');
  const page = prerenderedPageFor(url.pathname, url.search);
  if (page) req.url = `${page.file}${url.search}`;
  next();
}

const CHARSET = '<meta charset="UTF-8" />';

export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'hisaab-prerender-public-pages',
    configResolved(resolved) {
      config = resolved;
    },
    // Every page, the app's own too: the theme before the first paint, a session's pages
    // client-only, and their chunks preloaded. The charset stays the head's first tag (a browser
    // looks for it in the first 1,024 bytes), then what the head script reads, then the script.
    transformIndexHtml: (html, { bundle }) => {
      if (!html.includes(CHARSET)) throw new Error(`index.html has no ${CHARSET}`);
      const signedInChunks = bundle ? signedInChunkFiles(bundle, config.base) : [];
      return {
        html: html.replace(CHARSET, ''),
        tags: [
          { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' },
          {
            tag: 'meta',
            attrs: { name: SIGNED_IN_CHUNKS_META, content: signedInChunks.join(' ') },
            injectTo: 'head-prepend',
          },
          { tag: 'script', children: FIRST_PAINT_SCRIPT, injectTo: 'head-prepend' },
          { tag: 'style', children: FIRST_PAINT_STYLE, injectTo: 'head' },
        ],
      };
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      await prerender(config);
    },
    configurePreviewServer: (server) => void server.middlewares.use(servePrerenderedPages),
  };
}
