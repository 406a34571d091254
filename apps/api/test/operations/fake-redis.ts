import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A loopback TCP server that speaks just enough of Redis' protocol (RESP) for a client to connect
 * and PING: INFO (ioredis' ready check) and PING. The suites must pass without a Redis server;
 * this is a real peer on a real socket, not a mock of the client.
 */
export interface FakeRedis {
  url: string;
  /** Commands received, upper-case, in order. */
  commands: string[];
  close(): Promise<void>;
}

export async function startFakeRedis(): Promise<FakeRedis> {
  const commands: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('data', (chunk) => {
      // Each command is an array of bulk strings: *<n>\r\n$<len>\r\n<NAME>\r\n…
      for (const match of chunk.toString('latin1').matchAll(/\*\d+\r\n\$\d+\r\n([A-Za-z]+)\r\n/g)) {
        const name = (match[1] ?? '').toUpperCase();
        commands.push(name);
        if (name === 'PING') socket.write('+PONG\r\n');
        else if (name === 'INFO') {
          const info = '# Server\r\nredis_version:7.0.15\r\nloading:0\r\n';
          socket.write(`$${Buffer.byteLength(info)}\r\n${info}\r\n`);
        } else socket.write(`-ERR unknown command '${name}'\r\n`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    commands,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
