import type { Generated } from 'kysely';

/* Row types of migration 042: members' mailboxes, the automatic messages' templates and the member-side action log. Times epoch ms UTC. */

export interface MemberMailTable {
  id: Generated<number>;
  franchisee_id: number;
  member_id: number;
  /** 'system': an automatic message on an event; 'staff': a personal mail written in the console. */
  source: 'system' | 'staff';
  event: Generated<string>;
  /** `${event}:${refId}` for automatic messages, so an event is told once; null for staff mails. */
  dedupe_key: string | null;
  lang: string;
  title: string;
  /** Plain text (system) or sanitised rich text (staff). */
  content: string;
  read_at: number | null;
  created_by: number | null;
  created_at: number;
}

export interface SystemMessageTemplateTable {
  id: Generated<number>;
  event: string;
  /** 1 on, 0 off. */
  enabled: Generated<number>;
  /** { zh: { title, body }, en: …, hi: … } */
  texts_json: string;
  updated_by: number | null;
  updated_at: number;
}

export interface MemberOperationLogTable {
  id: Generated<number>;
  member_id: number;
  franchisee_id: number;
  action: string;
  detail: Generated<string>;
  ip: Generated<string>;
  /** 'pc' | 'h5' | 'app' | '' (unknown). */
  source: Generated<string>;
  created_at: number;
}

export interface MemberMailTables {
  member_mail: MemberMailTable;
  system_message_template: SystemMessageTemplateTable;
  member_operation_log: MemberOperationLogTable;
}
