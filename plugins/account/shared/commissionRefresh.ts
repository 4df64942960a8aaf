/**
 * How often the commission refresh job (server/commission/job.ts) recomputes a period awaiting
 * approval whose inputs changed (issue 40); the period screen says so. Its own file, so the console
 * reads it without the contracts (and zod).
 */
export const COMMISSION_REFRESH_MINUTES = 15;
