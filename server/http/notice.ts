import type { MessageKey } from './messages';

/**
 * A handler's answer whose `msg` says more than "success": the change was accepted but became a
 * request awaiting a second administrator. The route helper answers `{ code: 200, msg, data }`
 * with msg localised from `key`, so the console can show it as is.
 */
export class Notice {
  constructor(
    readonly data: unknown,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {}
}
