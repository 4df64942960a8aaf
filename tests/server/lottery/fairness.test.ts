// @engine-independent: reads the server's source through the type checker, no database; SQLite pass only (jest.config.js).
import path from 'node:path';
import ts from 'typescript';
import { isServerFile } from '../helpers/serverSources';

/*
 * Fairness (ARCHITECTURE §6): no code path that produces a result may read bets, stakes, exposure
 * or payouts. This walks the call graph of the server's drawing entry points through the type
 * checker — every function they call, transitively, in the server's code (server/ and the plugins' server halves) — and searches each body for a
 * bet-side table or field. A new call from drawing code into anything that reads bets fails here.
 * The same walk from settlement (which reads bets once the result exists) must find them, which
 * proves the search can fail.
 */

const ROOT = path.resolve(__dirname, '../../..');

/** Where results come from: period creation (seed + commitment), the draw, the supplementary draw's derivation. */
const DRAW_ENTRIES: [string, string][] = [
  ['plugins/lottery/server/periods.ts', 'ensurePeriods'],
  ['plugins/lottery/server/periods.ts', 'committedResult'],
  ['plugins/lottery/server/periods.ts', 'drawPeriod'],
  ['server/domain/draw/commitReveal.ts', 'deriveResult'],
  // Games the scheduler draws are added here (gameManager): what a new game is made of reads no bets either.
  ['plugins/lottery/server/gameManager.ts', 'createGame'],
];

/** Tables and columns only the betting side has. */
const BET_SIDE = /^(bet|bet\..*|restricted_account|stake|payout|winning_amount|total_bet|total_fee|house_profit|kill_rate_bps|exposure.*)$/;
const BET_IDENTIFIER = /^(stake|payout|exposure|placeBet|settlePeriod|settlePeriodIn|periodTotals|settleBet)$/i;

type FunctionLike = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression | ts.MethodDeclaration;

/** The kill-rate console's modules (measurement and levers): they read bets, so no draw may reach them, nor they a draw. */
const KILL_RATE_FILES = [
  'plugins/lottery/server/killRateMeasure.ts',
  'plugins/lottery/server/killRateLevers.ts',
  'plugins/lottery/server/limitRules.ts',
  'plugins/lottery/server/killRateRoutes.ts',
  'plugins/lottery/server/limitRoutes.ts',
  'plugins/lottery/server/leverRequests.ts',
  'plugins/lottery/server/leverRequestRoutes.ts',
];
const KILL_RATE_ENTRIES: [string, string][] = [
  ['plugins/lottery/server/killRateMeasure.ts', 'openPeriodExposure'],
  ['plugins/lottery/server/killRateMeasure.ts', 'killRateOverview'],
  ['plugins/lottery/server/killRateMeasure.ts', 'gameFundDays'],
  // The daily figures come through lottery's dailyGameFigures hook, which the walk cannot follow: its installed answer.
  ['plugins/report/server/dailyReport.ts', 'dailyReport'],
  ['plugins/lottery/server/killRateLevers.ts', 'savePlayLimit'],
  ['plugins/lottery/server/killRateLevers.ts', 'saveOdds'],
  ['plugins/lottery/server/killRateLevers.ts', 'saveBand'],
  ['plugins/lottery/server/killRateLevers.ts', 'suspend'],
  ['plugins/lottery/server/killRateLevers.ts', 'resume'],
  ['plugins/lottery/server/leverRequests.ts', 'submitLever'],
  ['plugins/lottery/server/leverRequests.ts', 'decideLever'],
  ['plugins/lottery/server/limitRules.ts', 'periodRules'],
  ['plugins/lottery/server/limitRules.ts', 'assertNotSuspended'],
  ['plugins/lottery/server/limitRules.ts', 'selectionExposure'],
  ['plugins/lottery/server/bets.ts', 'placeBetIn'],
];
/** Functions that create, commit to or produce a result. */
const DRAWING =
  /^(ensurePeriods|ensureGamePeriods|committedResult|drawPeriod|deriveResult|advancePeriods|periodsToDraw|tick|runSupplementary\w*|approveSupplementary|approveExternal\w*)$/;

const program = ts.createProgram(
  [
    ...DRAW_ENTRIES.map(([f]) => path.join(ROOT, f)),
    path.join(ROOT, 'plugins/lottery/server/settle.ts'),
    path.join(ROOT, 'plugins/lottery/server/scheduler.ts'),
    ...KILL_RATE_FILES.map((f) => path.join(ROOT, f)),
  ],
  {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  },
);
const checker = program.getTypeChecker();

function entryFunction(file: string, name: string): FunctionLike {
  const source = program.getSourceFile(path.join(ROOT, file));
  if (!source) throw new Error(`${file} is not in the program`);
  let found: FunctionLike | undefined;
  source.forEachChild((node) => {
    if (ts.isFunctionDeclaration(node) && node.name?.text === name) found = node;
  });
  if (!found) throw new Error(`${file} has no function ${name}`);
  return found;
}

/** The server function a call or reference lands on, if any. */
function serverFunctionOf(node: ts.Node): FunctionLike | undefined {
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.declarations?.[0];
  if (!declaration || !isServerFile(path.resolve(declaration.getSourceFile().fileName))) return undefined;
  if (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration)) return declaration;
  if (
    ts.isVariableDeclaration(declaration) &&
    declaration.initializer &&
    (ts.isArrowFunction(declaration.initializer) || ts.isFunctionExpression(declaration.initializer))
  ) {
    return declaration.initializer;
  }
  return undefined;
}

/** Every function reachable from `entries`, and the bet-side reads found in their bodies. */
function walk(entries: FunctionLike[]): { visited: string[]; findings: string[]; names: string[] } {
  const seen = new Set<FunctionLike>();
  const queue = [...entries];
  const findings: string[] = [];
  const names: string[] = [];
  const label = (fn: FunctionLike) => {
    const source = fn.getSourceFile();
    const line = source.getLineAndCharacterOfPosition(fn.getStart()).line + 1;
    return `${path.relative(ROOT, source.fileName)}:${line}`;
  };
  while (queue.length > 0) {
    const fn = queue.pop() as FunctionLike;
    if (seen.has(fn)) continue;
    seen.add(fn);
    if ((ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) && fn.name && ts.isIdentifier(fn.name)) names.push(fn.name.text);
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node) && BET_SIDE.test(node.text)) findings.push(`${label(fn)} reads '${node.text}'`);
      if (ts.isIdentifier(node)) {
        if (BET_IDENTIFIER.test(node.text)) findings.push(`${label(fn)} uses ${node.text}`);
        const target = serverFunctionOf(node);
        if (target && !seen.has(target)) queue.push(target);
      }
      ts.forEachChild(node, visit);
    };
    if (fn.body) visit(fn.body);
  }
  return { visited: [...seen].map(label), findings, names };
}

describe('fairness: drawing never reads the betting side', () => {
  it('finds no bet, stake, exposure or payout read on any path that creates, commits or draws a result', () => {
    const { visited, findings } = walk(DRAW_ENTRIES.map(([f, n]) => entryFunction(f, n)));
    // The walk really followed calls into other modules (games, commit-reveal, shapes).
    expect(visited.some((v) => v.startsWith('server/domain/draw/commitReveal.ts'))).toBe(true);
    expect(visited.some((v) => v.startsWith('plugins/lottery/server/games.ts'))).toBe(true);
    expect(findings).toEqual([]);
  });

  it('does find them on the settlement path, which runs once the result exists', () => {
    const { findings } = walk([entryFunction('plugins/lottery/server/settle.ts', 'settlePeriod')]);
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.some((f) => f.includes("'bet'"))).toBe(true);
  });

  it('never reaches the kill-rate console (exposure, odds, limits, suspensions) from drawing', () => {
    const { visited } = walk(DRAW_ENTRIES.map(([f, n]) => entryFunction(f, n)));
    expect(visited.filter((v) => KILL_RATE_FILES.some((f) => v.startsWith(f)))).toEqual([]);
  });

  it('the kill-rate console and bet placement read bets but never call anything that creates or draws a result', () => {
    const { names, findings } = walk(KILL_RATE_ENTRIES.map(([f, n]) => entryFunction(f, n)));
    // The walk covers the measurement and the levers, which do read the betting side.
    expect(names).toEqual(
      expect.arrayContaining([
        'openPeriodExposure',
        'selectionExposure',
        'periodRules',
        'savePlayLimit',
        'dailyGameFigures',
        'dailyReport',
      ]),
    );
    expect(findings.some((f) => f.includes("'bet'"))).toBe(true);
    expect(names.filter((n) => DRAWING.test(n))).toEqual([]);
  });

  it('would notice a draw call (the search can fail)', () => {
    const { names } = walk([entryFunction('plugins/lottery/server/scheduler.ts', 'tick')]);
    expect(names.filter((n) => DRAWING.test(n)).length).toBeGreaterThan(0);
  });
});
