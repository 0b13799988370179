import { useState } from 'react';

/** What a submission route answers: the new value wholesale (SPEC §4), or the message saying why not. */
export type ServerReply<T, Intent extends string> = { intent: Intent } & (
  { ok: true; value: T } | { ok: false; error: string }
);

/** A page's action data that is a submission route's answer with one of the given intents. */
export function isReplyOf<Intent extends string>(
  value: unknown,
  isIntent: (intent: unknown) => intent is Intent,
): value is { intent: Intent; ok: boolean } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'intent' in value &&
    isIntent(value.intent) &&
    'ok' in value &&
    typeof value.ok === 'boolean'
  );
}

export interface ServerValue<T, Intent extends string> {
  value: T;
  error: { message: string; intent: Intent } | null;
}

/**
 * The newest value the server has sent: with the page, or in the last submission's reply. A refusal
 * keeps the value the shopper had and carries the server's message.
 */
export function useServerValue<T, Intent extends string>(
  pageValue: T,
  reply: ServerReply<T, Intent> | undefined,
): ServerValue<T, Intent> {
  const [state, setState] = useState({
    pageValue,
    reply,
    value: pageValue,
    error: null as ServerValue<T, Intent>['error'],
  });
  if (state.pageValue !== pageValue) setState({ ...state, pageValue, value: pageValue, error: null });
  else if (state.reply !== reply && reply)
    setState({
      ...state,
      reply,
      value: reply.ok ? reply.value : state.value,
      error: reply.ok ? null : { message: reply.error, intent: reply.intent },
    });
  return state;
}
