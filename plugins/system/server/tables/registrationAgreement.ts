import type { Generated } from 'kysely';

/* Row type of migration 028_registration_agreement. Times epoch ms UTC. */

export type AgreementLang = 'zh' | 'en' | 'hi';
export type AgreementState = 'draft' | 'published' | 'retired';

export interface RegistrationAgreementTable {
  id: Generated<number>;
  lang: AgreementLang;
  /** 1, 2, … per language. */
  version: number;
  /** Sanitised HTML (server/richText/sanitize.ts). */
  content: string;
  /** retired = was published, replaced by a later publish. */
  state: Generated<AgreementState>;
  created_by: number;
  created_at: number;
  published_by: Generated<number | null>;
  published_at: Generated<number | null>;
}

export interface RegistrationAgreementTables {
  registration_agreement: RegistrationAgreementTable;
}

// The core's database type gains these tables by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends RegistrationAgreementTables {}
}
