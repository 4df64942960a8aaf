import type { Generated } from 'kysely';

/* Row type of migration 036_content_banner: banners and start-up ads. Times epoch ms UTC. */

export type BannerKind = 'banner' | 'startad';
export type BannerLinkType = 'none' | 'internal' | 'external';

export interface ContentBannerTable {
  id: Generated<number>;
  kind: BannerKind;
  /** Null: platform-wide. */
  franchisee_id: number | null;
  title: string;
  /** { en?: { pc, mobile }, hi?: …, zh?: … }: stored upload urls. */
  images_json: string;
  link_type: Generated<BannerLinkType>;
  link: Generated<string>;
  sort: Generated<number>;
  /** 0 on, 1 off (the operator's switch). */
  status: Generated<number>;
  start_at: number;
  end_at: number | null;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

export interface ContentBannerTables {
  content_banner: ContentBannerTable;
}

// The core's database type gains these tables by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends ContentBannerTables {}
}
