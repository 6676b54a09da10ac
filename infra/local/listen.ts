import type { Server } from 'node:http';

/** Listens on 127.0.0.1 (port 0 picks a free one) and returns the server's origin. */
export function listen(server: Server, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      if (!address || typeof address === 'string') {
        reject(new Error('server has no port'));
        return;
      }
      resolve(`http://127.0.0.1:${address.port}`);
    });
  });
}

/** Closes a server and the keep-alive connections it holds, so its port is free at once. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
