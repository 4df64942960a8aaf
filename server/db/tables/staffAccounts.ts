import type { Generated } from 'kysely';

/* Row types of the staff accounts. Times epoch ms UTC. */

/**
 * Columns migration 011_hardening adds to staff_user: who controls a staff account, for
 * maker-checker independence.
 */
export interface StaffProvenanceColumns {
  /** The staff account that created this one (null: seeded or created before 011 without a parent). */
  created_by: Generated<number | null>;
  /** Who last set its role (at creation or by an update that changed type or role). */
  role_set_by: Generated<number | null>;
  /** Who last set its password (itself after changing its own password). */
  password_set_by: Generated<number | null>;
}
