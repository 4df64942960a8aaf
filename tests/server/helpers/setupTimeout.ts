// Real servers and databases on a 2-core CI machine: closing a PostgreSQL database (drop with
// force) or a seeded SQLite file can pass jest's 5 s default for hooks under load. Tests that
// need more (seeding) still set their own timeouts.
jest.setTimeout(30_000);
