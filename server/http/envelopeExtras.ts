/**
 * A handler's answer with fields beside `data` in the envelope: `{ code, msg, data, ...extras }`.
 * Clients that read only `data` see the answer they always did (the login's token), newer ones
 * read the extras too (the login's profile, saving a round trip).
 */
export class EnvelopeExtras {
  constructor(
    readonly data: unknown,
    readonly extras: Record<string, unknown>,
  ) {}
}
