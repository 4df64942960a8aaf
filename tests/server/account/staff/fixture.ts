import { sha256, type TestServer } from '../../helpers/server';

/** Tokens of every demo role plus an expired one, for authorization matrices. */
export interface Tokens {
  admin: string;
  franchisee: string;
  agent: string;
  agent2: string;
  expired: string;
}

export async function loginAll(server: TestServer): Promise<Tokens> {
  const [admin, franchisee, agent, agent2, expired] = await Promise.all([
    server.login('admin'),
    server.login('franchisee'),
    server.login('agent'),
    server.login('agent2'),
    server.login('admin'),
  ]);
  // An expired session: the same token row, pushed into the past.
  const { hashToken } = await import('../../../../server/auth/session');
  await server.db.updateTable('session').set({ expires_at: 1 }).where('token_hash', '=', hashToken(expired)).execute();
  return { admin, franchisee, agent, agent2, expired };
}

export const count = async (
  server: TestServer,
  table: 'staff_user' | 'role' | 'operation_log' | 'station_quota_record' | 'push_outbox' | 'station' | 'franchisee',
) =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const hashed = sha256;

/** Code of an answer for each caller (anonymous = no token). */
export async function codesFor(server: TestServer, tokens: Tokens, path: string, body: unknown): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = {};
  for (const who of ['admin', 'franchisee', 'agent', 'agent2', 'expired', 'anonymous'] as const) {
    const token = who === 'anonymous' ? undefined : tokens[who];
    out[who] = (await server.call(path, { token, body })).body.code;
  }
  return out;
}
