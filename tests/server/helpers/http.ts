import { Agent, request } from 'node:http';

/*
 * The server tests' HTTP client: node:http over kept-alive connections. Global fetch (undici) spent
 * about a tenth of the CPU of a route-by-route test in its web streams and transferables, for
 * requests that are a few hundred bytes each way; the bytes on the wire are the same.
 */

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
}

export interface HttpClient {
  send(url: string, init?: { method?: string; headers?: Record<string, string>; body?: string }): Promise<HttpAnswer>;
  /** Closes the kept connections, so the server can close at once. */
  close(): void;
}

export function httpClient(): HttpClient {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  return {
    send(url, init = {}) {
      return new Promise((resolve, reject) => {
        const outgoing = request(url, { method: init.method ?? 'GET', headers: init.headers, agent }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(response.headers)) {
              if (value === undefined) continue;
              for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
            }
            resolve({ status: response.statusCode ?? 0, headers, text: Buffer.concat(chunks).toString('utf8') });
          });
        });
        outgoing.on('error', reject);
        outgoing.end(init.body);
      });
    },
    close: () => agent.destroy(),
  };
}
