import { createServer, type AddressInfo, type Server } from 'node:net';

/** The ports `npm start` uses; tests use free ones so a running stack is not disturbed. */
export const DEFAULT_PORTS = {
  web: 5173,
  api: 3000,
  lambda: 3002,
  dynamodb: 8000,
  cognito: 9329,
  s3: 4568,
  razorpay: 3004,
  irp: 3005,
} as const;

export type Ports = Record<keyof typeof DEFAULT_PORTS, number>;

/** Resolves to true when nothing listens on 127.0.0.1:port. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

/** Ports the OS says are free now, all distinct (the probes stay open until every one is read). */
export async function freePorts(): Promise<Ports> {
  const names = Object.keys(DEFAULT_PORTS) as (keyof Ports)[];
  const probes = await Promise.all(
    names.map(
      () =>
        new Promise<Server>((resolve, reject) => {
          const probe = createServer().once('error', reject);
          probe.listen(0, '127.0.0.1', () => resolve(probe));
        }),
    ),
  );
  const ports = Object.fromEntries(names.map((name, i) => [name, (probes[i]?.address() as AddressInfo).port])) as Ports;
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}
