// Real servers and databases on a 2-core CI machine: closing a PostgreSQL database (drop with
// force) or a seeded SQLite file can pass jest's 5 s default for hooks under load, and whichever
// hook finds the database template (helpers/templates.ts) stale rebuilds it: migrations and a
// seed, ~8 s on PostgreSQL when quiet, over a minute on a machine loaded several times over.
jest.setTimeout(120_000);
