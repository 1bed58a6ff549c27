/** A real HTTP server on 127.0.0.1 for tests of the shell's downloads and camera fetches. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface LocalServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Every request seen: method, path and the Range header. */
  requests: { method: string; path: string; range: string | undefined }[];
  close: () => Promise<void>;
}

export async function startLocalServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<LocalServer> {
  const requests: LocalServer['requests'] = [];
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      range: request.headers.range,
    });
    handler(request, response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
