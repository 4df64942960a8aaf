import { z } from 'zod';
import { defineContract } from '../../../shared/contract';
import { listFields, optionalText } from '../../../shared/fields';

/* interface_time_statistics (plugins/system/server/timing/timingRoutes.ts): per-endpoint request timings; times in ms. */

export const TIMING_WINDOWS = ['1h', '24h', '7d'] as const;
const windowField = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(TIMING_WINDOWS).default('1h'));
const SORTS = ['route', 'count', 'avg', 'p50', 'p95', 'max', 'errors', 'errorRate'] as const;

const figures = {
  count: z.number(),
  errors: z.number(),
  /** 0…1 */
  errorRate: z.number(),
  avg: z.number().nullable(),
  p50: z.number().nullable(),
  p95: z.number().nullable(),
  max: z.number().nullable(),
};

const row = z.object({
  id: z.string(),
  /** 'POST /chance-member/list' */
  route: z.string(),
  method: z.string(),
  path: z.string(),
  ...figures,
});

export const timingContracts = {
  list: defineContract({
    method: 'POST',
    path: '/chance-interface-time-consuming/query/interfaceTimeConsuming/list',
    summary: "Every endpoint's request count, error rate and latency (average, p50, p95, max) over the last hour, day or week",
    body: z.object({ ...listFields(50, SORTS), window: windowField, endpoint: optionalText }),
    answer: z.object({ list: z.array(row), total: z.number(), from: z.number(), to: z.number() }),
  }),
  series: defineContract({
    method: 'POST',
    path: '/chance-interface-time-consuming/query/interfaceTimeConsuming/series',
    summary: "One endpoint's figures per minute (1 h window) or hour",
    body: z.object({ window: windowField, route: z.string().trim().min(1).max(300) }),
    answer: z.object({
      route: z.string(),
      /** 60000 (1 h window) or 3600000. */
      step: z.number(),
      from: z.number(),
      to: z.number(),
      /** `time`: the start of the minute or hour, epoch ms. */
      points: z.array(z.object({ time: z.number(), ...figures })),
    }),
  }),
};
