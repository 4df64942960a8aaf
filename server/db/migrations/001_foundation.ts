import { sql } from 'kysely';
import type { Migration } from 'kysely';
import type { DialectName } from '../database';
import { migrationHelpers } from './helpers';

/*
 * Foundation: organisation (franchisee, station, agent), staff and sessions, members, the two
 * order tables the dashboard counts, agent applications, and the audit trail (operation_log,
 * login_log) plus idempotency keys. Later migrations add the ledger, games and the rest.
 */
export function foundation(dialect: DialectName): Migration {
  const pg = dialect === 'postgres';
  const { create, index } = migrationHelpers(dialect);

  return {
    async up(db) {
      await create(db, 'franchisee')
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await create(db, 'station')
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull().references('franchisee.id'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'station', 'franchisee_id');

      await create(db, 'role')
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('menu_list', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('ip_whitelist', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await create(db, 'agent')
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('parent_id', 'bigint', (c) => c.references('agent.id'))
        .addColumn('station_id', 'bigint', (c) => c.notNull().references('station.id'))
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull().references('franchisee.id'))
        .addColumn('level', 'integer', (c) => c.notNull().check(sql`level between 1 and 3`))
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'agent', 'parent_id');
      await index(db, 'agent', 'station_id');
      await index(db, 'agent', 'franchisee_id');
      // Subtree queries are `path LIKE '/1/7/%'`; PostgreSQL needs pattern ops for a prefix scan.
      if (pg) await sql`create index agent_path_idx on agent (path text_pattern_ops)`.execute(db);
      else await index(db, 'agent', 'path');

      await create(db, 'staff_user')
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull().check(sql`type in (0, 1, 2)`))
        .addColumn('role_id', 'bigint', (c) => c.notNull().references('role.id'))
        .addColumn('franchisee_id', 'bigint', (c) => c.references('franchisee.id'))
        .addColumn('station_id', 'bigint', (c) => c.references('station.id'))
        .addColumn('agent_id', 'bigint', (c) => c.references('agent.id'))
        .addColumn('parent_id', 'bigint', (c) => c.references('staff_user.id'))
        .addColumn('language', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('ip_whitelist', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'bigint')
        .addColumn('last_login_at', 'bigint')
        .addColumn('last_login_ip', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await create(db, 'session')
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('staff_id', 'bigint', (c) => c.notNull().references('staff_user.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .execute();
      await index(db, 'session', 'staff_id');
      await index(db, 'session', 'expires_at');

      await create(db, 'member')
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('nickname', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('station_id', 'bigint', (c) => c.notNull().references('station.id'))
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull().references('franchisee.id'))
        .addColumn('agent_id', 'bigint', (c) => c.references('agent.id'))
        .addColumn('is_internal', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_login_at', 'bigint')
        .addColumn('online_at', 'bigint')
        .addColumn('first_charge_at', 'bigint')
        .execute();
      for (const column of ['station_id', 'franchisee_id', 'agent_id', 'created_at', 'online_at', 'status']) {
        await index(db, 'member', column);
      }

      await create(db, 'agent_apply_record')
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('station_id', 'bigint', (c) => c.notNull().references('station.id'))
        .addColumn('parent_agent_id', 'bigint', (c) => c.references('agent.id'))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'agent_apply_record', 'status');
      await index(db, 'agent_apply_record', 'station_id');
      await index(db, 'agent_apply_record', 'parent_agent_id');
      await index(db, 'agent_apply_record', 'created_at');

      for (const table of ['deposit_order', 'withdrawal_order']) {
        let builder = create(db, table)
          .addColumn('order_no', 'text', (c) => c.notNull().unique())
          .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
          .addColumn('station_id', 'bigint', (c) => c.notNull().references('station.id'))
          .addColumn('franchisee_id', 'bigint', (c) => c.notNull().references('franchisee.id'))
          .addColumn('agent_id', 'bigint', (c) => c.references('agent.id'));
        if (table === 'deposit_order') {
          builder = builder
            .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('company', 'online')`))
            .addColumn('is_first', 'integer', (c) => c.notNull().defaultTo(0));
        }
        await builder
          .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
          .addColumn('status', 'integer', (c) =>
            c
              .notNull()
              .defaultTo(1)
              .check(sql`status in (1, 2, 3)`),
          )
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('reviewed_at', 'bigint')
          .execute();
        for (const column of ['member_id', 'station_id', 'franchisee_id', 'agent_id', 'created_at', 'reviewed_at']) {
          await index(db, table, column);
        }
        await index(db, table, 'status', 'created_at');
      }

      await create(db, 'operation_log')
        .addColumn('staff_id', 'bigint', (c) => c.notNull().references('staff_user.id'))
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'text')
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'operation_log', 'created_at');
      await index(db, 'operation_log', 'staff_id');
      await index(db, 'operation_log', 'target_type', 'target_id');

      await create(db, 'login_log')
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'bigint', (c) => c.references('staff_user.id'))
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('success', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'login_log', 'created_at');
      await index(db, 'login_log', 'username');

      await db.schema
        .createTable('idempotency_key')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('response_json', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'idempotency_key', 'created_at');
    },

    async down(db) {
      const tables = [
        'idempotency_key',
        'login_log',
        'operation_log',
        'withdrawal_order',
        'deposit_order',
        'agent_apply_record',
        'member',
        'session',
        'staff_user',
        'agent',
        'role',
        'station',
        'franchisee',
      ];
      for (const table of tables) await db.schema.dropTable(table).execute();
    },
  };
}
