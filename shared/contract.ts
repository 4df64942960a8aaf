import { z } from 'zod';

/*
 * One route's contract (issue 41): its method and path, what it takes and what it answers, declared
 * once in the owning plugin's `shared/` folder. The server's `defineRoute({ contract, … })` takes
 * method, path and request schemas from it and checks every answer against `answer` (outside
 * production) or serialises the answer from it (in production); the console's facades take their
 * payload and answer types from it with `import type`, so zod never reaches the console's bundle
 * and a facade cannot disagree with its route at compile time. `/openapi.json` is generated from the
 * same objects.
 *
 * shared/ files are imported by the console with `import type` only (an ESLint rule says so):
 * `pageOf` and the schemas are values for the server and the tests.
 *
 * Answers are the JSON a client reads: money in integer paise, times as epoch milliseconds or
 * Bombay dates ('YYYY-MM-DD'), as the server's routes have always answered them.
 */
export interface RouteContract {
  method: 'GET' | 'POST';
  /** From the server root, exactly as the spec spells it. */
  path: `/${string}`;
  /** Other paths served exactly as this one (an older name kept for existing clients). */
  aliases?: readonly `/${string}`[];
  /** One line for the API reference (English). */
  summary?: string;
  /** The JSON body of a POST. */
  body?: z.ZodType;
  /** The query string of a GET. */
  query?: z.ZodType;
  /** The envelope's `data`. */
  answer: z.ZodType;
  /** Envelope fields beside `data` (the sign-in's profile), when the route adds any. */
  extras?: z.ZodType;
  /** The answer is a file of this media type (an export, the API document), not an envelope. */
  file?: string;
  /** Needs an Idempotency-Key header; its facade becomes a MoneyAction. */
  moneyMoving?: true;
}

/** One page of a list: its rows and how many match (server/http/pagedList.ts). */
export const pageOf = <Row extends z.ZodType>(row: Row) => z.object({ list: z.array(row), total: z.number() });

/** A page of a list over millions of rows, counted up to a cap: `totalCapped` when there are more. */
export const cappedPageOf = <Row extends z.ZodType>(row: Row) => pageOf(row).extend({ totalCapped: z.boolean() });

/** A node of a tree with its nodes below (menus). */
export type Tree<Node> = Node & { children?: Tree<Node>[] };

/**
 * A tree of `node`s spelled out `depth` levels deep rather than as a recursive schema: answer
 * serialisers and the API document take plain nested objects, not references. The menu catalogue
 * is three levels deep (section › screen › sub-screen); callers leave room for a module's deeper menu.
 */
export function treeOf<Node extends z.ZodObject>(node: Node, depth: number): z.ZodType<Tree<z.output<Node>>> {
  const below = depth <= 1 ? node : node.extend({ children: z.array(treeOf(node, depth - 1)).optional() });
  return below as unknown as z.ZodType<Tree<z.output<Node>>>;
}

/** Declares a contract, keeping its literal path and schema types for both tiers. */
export function defineContract<const C extends RouteContract>(contract: C): C {
  return contract;
}

type Flat<T> = { [K in keyof T]: T[K] };
/** Keys a client may leave out: optional in the schema's input, or parsed to a value that may be undefined. */
type OptionalKeys<I, O> = {
  [K in keyof I]-?: undefined extends I[K]
    ? unknown extends I[K]
      ? K extends keyof O
        ? undefined extends O[K]
          ? K
          : never
        : K
      : K
    : never;
}[keyof I];

/**
 * A request field as a client writes it. Fields parsed with `z.preprocess` (numbers that may come as
 * text, switches as 1/0) have the input type `unknown`: a client writes their parsed type instead.
 */
type Wire<I, O> = unknown extends I
  ? O
  : I extends readonly (infer IE)[]
    ? O extends readonly (infer OE)[]
      ? Wire<IE, OE>[]
      : I
    : I extends object
      ? O extends object
        ? Flat<
            { [K in Exclude<keyof I, OptionalKeys<I, O>>]: K extends keyof O ? Wire<I[K], O[K]> : I[K] } & {
              [K in OptionalKeys<I, O>]?: K extends keyof O ? Wire<I[K], Exclude<O[K], undefined>> : I[K];
            }
          >
        : I
      : I;

type RequestSchema<C extends RouteContract> = C['body'] extends z.ZodType
  ? C['body']
  : C['query'] extends z.ZodType
    ? C['query']
    : undefined;

/** What a client sends: the body of a POST, the query of a GET (void when the route takes neither). */
export type PayloadOf<C extends RouteContract> =
  RequestSchema<C> extends z.ZodType ? Wire<z.input<RequestSchema<C>>, z.output<RequestSchema<C>>> : void;

/** The envelope's `data` as a client reads it. */
export type AnswerOf<C extends RouteContract> = z.output<C['answer']>;

/** The path a console facade names (the contract's, without its leading slash). */
export type FacadePathOf<C extends RouteContract> = C['path'] extends `/${infer P}` ? P : never;
