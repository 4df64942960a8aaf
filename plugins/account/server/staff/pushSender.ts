import type { ContentLang } from '../../shared/staffPushContract';

/** Texts in the content languages given (staffPushContract.ts names the languages). */
export type Localised = Partial<Record<ContentLang, string>>;

export interface PushMessage {
  id: number;
  title: Localised;
  body: Localised;
  /** Members addressed (active, not internal) when the message is handed over. */
  audience: number;
}

/**
 * Where pushes go. A real deployment plugs a notification service in here; none is reachable
 * from this environment, so the default sender only writes a log line. A sender throws to report
 * a failed delivery, and the worker retries with backoff.
 */
export interface PushSender {
  send(message: PushMessage): Promise<{ recipients: number }>;
}

export class LoggingPushSender implements PushSender {
  constructor(private readonly log: (line: string) => void = (line) => process.stdout.write(`${line}\n`)) {}

  async send(message: PushMessage): Promise<{ recipients: number }> {
    const languages = Object.keys(message.title).join(',');
    this.log(
      `push #${message.id} to ${message.audience} members [${languages}]: ${message.title.en ?? message.title.zh ?? message.title.hi ?? ''}`,
    );
    return { recipients: message.audience };
  }
}
