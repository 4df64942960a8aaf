import type { Generated } from 'kysely';

/** An article or activity in one content language (migration 037). */
export interface ContentPostTable {
  id: Generated<number>;
  kind: 'article' | 'activity';
  /** null: platform-wide. */
  franchisee_id: number | null;
  category: string;
  title: string;
  /** Plain text shown in the member app's list. */
  summary: Generated<string>;
  /** Sanitised rich text (server/richText/sanitize.ts). */
  content: string;
  lang: string;
  sort: Generated<number>;
  pinned: Generated<number>;
  /** Published from start_at until end_at (null: no end). */
  start_at: number;
  end_at: number | null;
  activity_start_at: number | null;
  activity_end_at: number | null;
  /** An activity's cover picture (a stored upload's url; '' none), migration 042. */
  cover_url: Generated<string>;
  /** 0 on, 1 off. */
  status: Generated<number>;
  created_by: number | null;
  updated_by: number | null;
  created_at: number;
  updated_at: number;
}

/** A member's message to the platform and the staff's answer (migration 037). */
export interface MemberMessageTable {
  id: Generated<number>;
  franchisee_id: number;
  member_id: number;
  category: 'deposit' | 'withdrawal' | 'account' | 'game' | 'suggestion' | 'other';
  title: string;
  /** The member's words, plain text. */
  content: string;
  /** Sanitised rich text. */
  reply: string | null;
  status: Generated<'pending' | 'replied' | 'closed'>;
  replied_by: number | null;
  replied_at: number | null;
  closed_by: number | null;
  closed_at: number | null;
  created_at: number;
}

export interface ContentTables {
  content_post: ContentPostTable;
  member_message: MemberMessageTable;
}

// The core's database type gains these tables by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends ContentTables {}
}
