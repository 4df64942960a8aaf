/*
 * The demo as a server process starts it (issue 38): server/main.ts imports this file and nothing
 * else of demo/, so what a process needs of the demo is named here: seeding an empty database with
 * a profile, the accounts that seed made, and the simulated members.
 */
export { isProfileName } from './seed/profiles';
export { DEMO_ACCOUNTS, isDatabaseEmpty, seedDatabase } from './seed/seed';
export { simulatorService } from './simulator/service';
