import { createContext, useContext, type ReactNode } from 'react';

/**
 * The slice of dataProvider's `http` singleton the host uses. Injected through context so
 * tests give the layout a fake instead of a server.
 */
export interface HostHttp {
  request<T>(
    path: string,
    options?: {
      method?: 'GET' | 'POST';
      body?: unknown;
      query?: Record<string, unknown>;
      idempotencyKey?: string;
      silent?: boolean;
    },
  ): Promise<T>;
}

const HttpContext = createContext<HostHttp | null>(null);

export function HttpProvider({ http, children }: { http: HostHttp; children: ReactNode }) {
  return <HttpContext.Provider value={http}>{children}</HttpContext.Provider>;
}

export function useHttp(): HostHttp {
  const http = useContext(HttpContext);
  if (!http) throw new Error('useHttp() needs an <HttpProvider> above it');
  return http;
}
