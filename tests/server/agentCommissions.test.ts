// @engine-independent: the report's question to the modules, with answers of its own; no database; SQLite pass only (jest.config.js).
import { serverModules } from '../../plugins/server';
import type { Database } from '../../server/db/database';
import { defineServerModule } from '../../server/plugin/serverModule';
import { agentCommissions, type AgentCommissions } from '../../plugins/report/server/agentCommissions';

const db = {} as Database;
const q = { agentIds: [3, 4], from: 100, to: 200 };
const answering = (...answers: AgentCommissions[]) =>
  defineServerModule({ name: 'answering', routes: [], hooks: { agentCommissions: answers } });
const report = defineServerModule({ name: 'report', routes: [] });
const of =
  (...rows: [number, number][]): AgentCommissions =>
  async () =>
    new Map(rows.map(([agentId, totalPayable]) => [agentId, { agentId, totalPayable }]));

describe("agent commissions (report's agentCommissions hook, server/plugin/hooks.ts)", () => {
  it('are none when no installed module answers: the team report without the account plugin shows 0 commission', async () => {
    expect(await agentCommissions(db, q, [])).toEqual(new Map());
    expect(await agentCommissions(db, q, [report])).toEqual(new Map());
  });

  it('ask every answer with the agents and the range, and sum what each agent is owed', async () => {
    const asked: unknown[] = [];
    const ask: AgentCommissions = async (_db, query) => (asked.push(query), new Map());
    expect(await agentCommissions(db, q, [answering(of([3, 500]), ask), report, answering(of([3, 20], [4, 7]))])).toEqual(
      new Map([
        [3, 520],
        [4, 7],
      ]),
    );
    expect(asked).toEqual([q]);
  });

  it("are the account plugin's commission module among the installed modules", () => {
    expect(serverModules.filter((module) => module.hooks?.agentCommissions).map((module) => module.name)).toEqual(['account']);
  });
});
