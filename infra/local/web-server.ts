import { join } from 'node:path';
import { createServer, type Plugin } from 'vite';
import type { WebConfig } from '@app/shared/web-config';
import { repoRoot } from '../lib/paths';

/** Serves /config.json, as the site bucket does in AWS, from this stack's settings. */
function serveWebConfig(config: WebConfig): Plugin {
  return {
    name: 'hisaab-local-web-config',
    configureServer(server) {
      server.middlewares.use('/config.json', (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-store');
        res.end(JSON.stringify(config));
      });
    },
  };
}

/** The web app from Vite's dev server (hot reload), on 127.0.0.1. */
export async function startWebServer(options: { port: number; config: WebConfig }) {
  const server = await createServer({
    configFile: join(repoRoot, 'web', 'vite.config.ts'),
    root: join(repoRoot, 'web'),
    server: { host: '127.0.0.1', port: options.port, strictPort: true },
    plugins: [serveWebConfig(options.config)],
    logLevel: 'warn',
    clearScreen: false,
  });
  await server.listen();
  return { url: `http://127.0.0.1:${options.port}`, stop: () => server.close() };
}
