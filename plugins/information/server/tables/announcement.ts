import type { Generated } from 'kysely';

/* Row type of the announcements (a table of the core's migration 004_people_content that the information plugin writes). */

export interface AnnouncementTable {
  id: Generated<number>;
  franchisee_id: number | null;
  station_id: number | null;
  type: 'marquee' | 'popup' | 'notice' | 'inbox';
  title: string;
  content: string;
  lang: Generated<string>;
  device: Generated<'all' | 'pc' | 'h5' | 'app'>;
  sort: Generated<number>;
  play_at: number | null;
  start_at: number;
  end_at: number | null;
  audience: Generated<'all' | 'vip' | 'members'>;
  audience_vip_min: Generated<number>;
  /** JSON array of member ids. */
  audience_members: Generated<string>;
  pinned: Generated<number>;
  status: Generated<number>;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

// The core's database type gains this table by declaration merging: no core file names it.
declare module '../../../../server/db/schema' {
  interface DB {
    announcement: AnnouncementTable;
  }
}
