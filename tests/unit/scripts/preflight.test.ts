import {
  CHROMIUM_PACKAGES,
  DEBIAN_CHROMIUM,
  decideChromium,
  decideFont,
  decidePostgres,
  decidePostgresBinaries,
  parseArgs,
  STAGES,
} from '../../../scripts/preflight/decisions.mjs';

const debianRoot = { debian: true, root: true, aptGet: true };
const debianUser = { debian: true, root: false, aptGet: true };
const otherRoot = { debian: false, root: true, aptGet: false };

const missing = (label: string, path: string) => ({ label, path, usable: false });
const present = (label: string, path: string) => ({ label, path, usable: true });
const playwright = '/root/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

describe('npm test arguments', () => {
  it('takes no arguments', () => {
    expect(parseArgs([])).toEqual({ skip: new Set() });
  });

  it('skips the stages named in a list, repeated, or with =', () => {
    expect(parseArgs(['--skip', 'e2e'])).toEqual({ skip: new Set(['e2e']) });
    expect(parseArgs(['--skip', 'e2e,pg'])).toEqual({ skip: new Set(['e2e', 'pg']) });
    expect(parseArgs(['--skip', 'e2e', '--skip=pg', '--skip', 'lint, typecheck'])).toEqual({
      skip: new Set(['e2e', 'pg', 'lint', 'typecheck']),
    });
  });

  it('refuses an unknown stage, a missing stage and other arguments, naming what it takes', () => {
    const unknown = parseArgs(['--skip', 'e2e,postgres']);
    expect(unknown).toEqual({ error: expect.stringContaining('--skip postgres: no such stage') });
    expect('error' in unknown && unknown.error).toContain(STAGES.join(', '));
    expect(parseArgs(['--skip'])).toEqual({ error: expect.stringContaining('--skip needs a stage') });
    expect(parseArgs(['--skip', '--bail'])).toEqual({ error: expect.stringContaining('--skip needs a stage') });
    expect(parseArgs(['--bail'])).toEqual({ error: expect.stringContaining('unknown argument --bail') });
  });
});

describe('finding Chromium', () => {
  const shell = '/usr/bin/chromium-headless-shell';

  it('takes the first usable place in lookup order: CHROMIUM, then the headless shell, then chromium, then Playwright', () => {
    expect(
      decideChromium([present('CHROMIUM', '/opt/chrome'), present('SHELL', shell), present('PATH', '/usr/bin/chromium')], debianRoot),
    ).toEqual({ action: 'use', path: '/opt/chrome', label: 'CHROMIUM', notes: [] });
    expect(
      decideChromium([missing('CHROMIUM', '/x'), present('SHELL', shell), present('PATH', '/usr/bin/chromium')], debianRoot),
    ).toMatchObject({ action: 'use', path: shell, label: 'SHELL' });
    expect(
      decideChromium(
        [missing('SHELL', 'chromium-headless-shell'), missing('PATH', 'chromium'), present("Playwright's browser", playwright)],
        otherRoot,
      ),
    ).toMatchObject({ action: 'use', path: playwright });
  });

  it('says so when CHROMIUM names nothing, and looks further', () => {
    const decision = decideChromium(
      [missing('CHROMIUM', '/nonexistent'), missing('SHELL', 'chromium-headless-shell'), present('PATH', '/usr/bin/chromium')],
      debianUser,
    );
    expect(decision).toEqual({
      action: 'use',
      path: '/usr/bin/chromium',
      label: 'PATH',
      notes: ['CHROMIUM=/nonexistent is not an executable file; looking further'],
    });
  });

  it('installs the headless shell beside a full browser where it may, keeping the full one as the fallback', () => {
    const decision = decideChromium([missing('SHELL', 'chromium-headless-shell'), present('PATH', '/usr/bin/chromium')], debianRoot);
    expect(decision).toMatchObject({
      action: 'install',
      packages: ['chromium-headless-shell'],
      expect: DEBIAN_CHROMIUM,
      fallback: { path: '/usr/bin/chromium', label: 'PATH' },
    });
    expect(
      decideChromium(
        [missing('SHELL', 'chromium-headless-shell'), missing('PATH', 'chromium'), present("Playwright's browser", playwright)],
        debianRoot,
      ),
    ).toMatchObject({ action: 'install', fallback: { path: playwright } });
    // A browser the user named is used as it is.
    expect(decideChromium([present('CHROMIUM', '/usr/bin/chromium')], debianRoot)).toMatchObject({
      action: 'use',
      path: '/usr/bin/chromium',
    });
  });

  it('installs the headless shell and the CJK font on Debian as root when there is no browser', () => {
    const decision = decideChromium(
      [
        missing('CHROMIUM', '/nonexistent'),
        missing('SHELL', 'chromium-headless-shell'),
        missing('PATH', 'chromium'),
        missing("Playwright's browser", playwright),
      ],
      debianRoot,
    );
    expect(decision).toMatchObject({
      action: 'install',
      packages: ['chromium-headless-shell', 'fonts-wqy-microhei'],
      expect: DEBIAN_CHROMIUM,
      looked: `CHROMIUM=/nonexistent, chromium-headless-shell on PATH, chromium on PATH, Playwright's browser ${playwright}`,
    });
    expect(decision.action === 'install' && decision.fallback).toBeFalsy();
    expect(CHROMIUM_PACKAGES).toContain('fonts-wqy-microhei');
  });

  it('stops with one line naming what it looked at and what to install when it may not install', () => {
    const none = [missing('PATH', 'chromium'), missing("Playwright's browser", playwright)];
    const user = decideChromium(none, debianUser);
    expect(user).toMatchObject({ action: 'stop' });
    const line = user.action === 'stop' ? user.line : '';
    expect(line).not.toContain('\n');
    expect(line).toContain(`chromium on PATH, Playwright's browser ${playwright}`);
    expect(line).toContain('as root: apt-get install chromium-headless-shell fonts-wqy-microhei');
    expect(line).toContain('npm test -- --skip e2e');

    const other = decideChromium(none, otherRoot);
    expect(other.action === 'stop' && other.line).toContain('npx playwright install chromium');
    // Debian without apt-get on PATH cannot install either.
    expect(decideChromium(none, { debian: true, root: true, aptGet: false }).action).toBe('stop');
  });
});

describe('the CJK font', () => {
  it('is fine when present, installed on Debian as root, a warning elsewhere', () => {
    expect(decideFont(true, debianUser)).toEqual({ action: 'ok' });
    expect(decideFont(false, debianRoot)).toEqual({ action: 'install', packages: ['fonts-wqy-microhei'] });
    expect(decideFont(false, otherRoot)).toMatchObject({ action: 'warn', line: expect.stringContaining('fonts-wqy-microhei') });
  });
});

describe('PostgreSQL for the second server pass', () => {
  const base = { skip: false, testDatabaseUrl: undefined, embeddedAvailable: true, root: false, postgresUserExists: false };

  it('uses TEST_DATABASE_URL when set, even as root and without the embedded binaries', () => {
    const url = 'postgres://chance:chance@127.0.0.1:5432/postgres';
    expect(decidePostgres({ ...base, testDatabaseUrl: url, root: true, embeddedAvailable: false })).toEqual({ action: 'existing', url });
  });

  it('refuses a TEST_DATABASE_URL that is not PostgreSQL', () => {
    expect(decidePostgres({ ...base, testDatabaseUrl: 'sqlite:/tmp/x.db' })).toMatchObject({
      action: 'stop',
      line: expect.stringContaining('postgres:// URL'),
    });
  });

  it('starts a throwaway cluster as the current user when not root', () => {
    expect(decidePostgres(base)).toEqual({ action: 'embedded', runAs: null, createUser: false });
  });

  it('runs the cluster as postgres when root, creating the user only when missing', () => {
    expect(decidePostgres({ ...base, root: true, postgresUserExists: true })).toEqual({
      action: 'embedded',
      runAs: 'postgres',
      createUser: false,
    });
    expect(decidePostgres({ ...base, root: true, postgresUserExists: false })).toEqual({
      action: 'embedded',
      runAs: 'postgres',
      createUser: true,
    });
  });

  it('stops with a line saying what to do when the binaries are missing', () => {
    const decision = decidePostgres({ ...base, embeddedAvailable: false });
    expect(decision).toMatchObject({ action: 'stop' });
    expect(decision.action === 'stop' && decision.line).toMatch(/npm install.*TEST_DATABASE_URL.*--skip pg/);
  });

  it('skips only when asked', () => {
    expect(decidePostgres({ ...base, skip: true, embeddedAvailable: false })).toEqual({ action: 'skip' });
  });
});

describe('preflight: where the PostgreSQL binaries run from', () => {
  it('runs them in node_modules when the cluster runs as the current user, or its user reaches them', () => {
    expect(decidePostgresBinaries({ runAs: null, runsInPlace: false })).toEqual({ action: 'in-place' });
    expect(decidePostgresBinaries({ runAs: 'postgres', runsInPlace: true })).toEqual({ action: 'in-place' });
  });

  it('copies them out of a checkout under a private directory, saying why', () => {
    expect(decidePostgresBinaries({ runAs: 'postgres', runsInPlace: false })).toEqual({
      action: 'copy',
      why: expect.stringContaining('user postgres cannot run the binaries inside node_modules'),
    });
  });
});
