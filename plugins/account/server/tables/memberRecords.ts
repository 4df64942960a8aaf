import type { Generated } from 'kysely';

/*
 * Row types of the members' sign-in log, remarks and labels: tables of the core's migration
 * 004_people_content that the account plugin's member screens write and read (the sign-ins
 * themselves are the member app's).
 */

export interface MemberLoginLogTable {
  id: Generated<number>;
  member_id: number;
  franchisee_id: number;
  ip: string;
  device: Generated<string>;
  source: Generated<'pc' | 'h5' | 'app'>;
  geo: Generated<string>;
  success: number;
  reason: Generated<string>;
  created_at: number;
}

export interface MemberRemarkTable {
  id: Generated<number>;
  member_id: number;
  staff_id: number | null;
  kind: 'front' | 'back' | 'memo';
  content: string;
  created_at: number;
}

export interface MemberLabelTable {
  id: Generated<number>;
  franchisee_id: number;
  name: string;
  color: Generated<string>;
  created_at: number;
}

export interface MemberLabelLinkTable {
  member_id: number;
  label_id: number;
  created_at: number;
}

export interface MemberRecordTables {
  member_login_log: MemberLoginLogTable;
  member_remark: MemberRemarkTable;
  member_label: MemberLabelTable;
  member_label_link: MemberLabelLinkTable;
}

// The core's database type gains these tables by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends MemberRecordTables {}
}
