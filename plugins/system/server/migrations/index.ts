import type { Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { menuSettings } from './017_menu_settings';
import { riskDomain } from './025_risk_domain';
import { registrationAgreement } from './028_registration_agreement';
import { interfaceTiming } from './029_interface_timing';

/**
 * The system plugin's migrations (issue 38 moved them out of the core's list): numbered among the
 * core's and run in the global order of all names (server/db/migrate.ts). A database records each
 * by its name, so a name never changes once released.
 */
export function systemMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '017_menu_settings': menuSettings(dialect),
    '025_risk_domain': riskDomain(dialect),
    '028_registration_agreement': registrationAgreement(dialect),
    '029_interface_timing': interfaceTiming(dialect),
  };
}
