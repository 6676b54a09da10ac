import { join } from 'node:path';
import { build, createServer, preview, type Plugin } from 'vite';
import type { WebConfig } from '@app/shared/web-config';
import { repoRoot } from '../lib/paths';

const webRoot = join(repoRoot, 'web');
const viteConfig = join(webRoot, 'vite.config.ts');

/** Serves /config.json, as the site bucket does in AWS, from this stack's settings. */
function serveWebConfig(config: WebConfig): Plugin {
  const body = JSON.stringify(config);
  const middleware = (
    _req: unknown,
    res: { setHeader: (name: string, value: string) => void; end: (body: string) => void },
  ) => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('cache-control', 'no-store');
    res.end(body);
  };
  return {
    name: 'hisaab-local-web-config',
    configureServer: (server) => void server.middlewares.use('/config.json', middleware),
    configurePreviewServer: (server) => void server.middlewares.use('/config.json', middleware),
  };
}

/**
 * How the local stack serves the web app: 'dev' is Vite's dev server (hot reload, `npm start`);
 * { builtDir } serves a production build from that folder (the browser tests: a fresh browser
 * context then loads a few dozen bundled chunks instead of the dev server's ~1,000 modules, as
 * CloudFront serves the build in AWS).
 */
export type WebServing = 'dev' | { builtDir: string };

/** Builds the web app for production into `outDir` (about 5 s), without source maps. */
export async function buildWeb(outDir: string): Promise<void> {
  await build({
    configFile: viteConfig,
    root: webRoot,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
}

/** The web app on 127.0.0.1, from Vite's dev server or a production build (WebServing). */
export async function startWebServer(options: { port: number; config: WebConfig; serving: WebServing }) {
  const common = {
    configFile: viteConfig,
    root: webRoot,
    plugins: [serveWebConfig(options.config)],
    logLevel: 'warn' as const,
    clearScreen: false,
  };
  const server =
    options.serving === 'dev'
      ? await createServer({ ...common, server: { host: '127.0.0.1', port: options.port, strictPort: true } })
      : await preview({
          ...common,
          build: { outDir: options.serving.builtDir },
          preview: { host: '127.0.0.1', port: options.port, strictPort: true },
        });
  if ('listen' in server) await server.listen();
  return { url: `http://127.0.0.1:${options.port}`, stop: () => server.close() };
}
