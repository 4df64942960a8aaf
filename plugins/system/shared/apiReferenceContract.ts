import { z } from 'zod';
import { defineContract } from '../../../shared/contract';

/** The OpenAPI document of every served route: a file, not an envelope, so tools read it as they find it. */
export const apiReferenceContracts = {
  document: defineContract({
    method: 'GET',
    path: '/openapi.json',
    summary: 'The OpenAPI 3.1 document of this API',
    file: 'application/json',
    answer: z.looseObject({
      openapi: z.literal('3.1.0'),
      info: z.looseObject({ title: z.string(), version: z.string() }),
      paths: z.record(z.string(), z.record(z.string(), z.looseObject({ operationId: z.string() }))),
    }),
  }),
};
