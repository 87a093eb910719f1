import { stripVTControlCharacters } from 'node:util';

/*
 * cognito-local "delivers" confirmation codes (sign-up, forgot password) by logging a box on its
 * console, among request logs. A person using `npm start` needs those codes to sign up, so
 * they are picked out of its output and printed plainly, together with its errors. Client
 * errors (a wrong password, an existing user) are only warnings there and stay hidden.
 */

export type CognitoOutputEvent =
  | { kind: 'confirmation-code'; destination: string; code: string }
  | { kind: 'problem'; line: string };

const boxBorder = /^[\s│|]+|[\s│|]+$/g;

/** Returns a function that takes output chunks (split anywhere) and returns what they contain. */
export function createCognitoOutputParser(): (chunk: string) => CognitoOutputEvent[] {
  let partialLine = '';
  let username: string | null = null;
  let destination: string | null = null;
  return (chunk) => {
    const lines = (partialLine + chunk).split('\n');
    partialLine = lines.pop() ?? '';
    const events: CognitoOutputEvent[] = [];
    for (const rawLine of lines) {
      const line = stripVTControlCharacters(rawLine);
      const field = line.replace(boxBorder, '');
      const match = /^(Username|Destination|Code):\s+(\S+)$/.exec(field);
      if (match?.[1] === 'Username') username = match[2] ?? null;
      else if (match?.[1] === 'Destination') destination = match[2] ?? null;
      else if (match?.[1] === 'Code') {
        events.push({ kind: 'confirmation-code', destination: destination ?? username ?? 'unknown user', code: match[2] ?? '' });
        username = destination = null;
      } else if (/\b(ERROR|FATAL)\b/.test(line)) events.push({ kind: 'problem', line: line.trim() });
    }
    return events;
  };
}

export function describeCognitoOutputEvent(event: CognitoOutputEvent): string {
  return event.kind === 'confirmation-code'
    ? `\n  ✉  Confirmation code for ${event.destination}: ${event.code}\n`
    : `[cognito-local] ${event.line}`;
}

/** Feeds a child's stdout chunks to the parser and hands each event's text to `print`. */
export function createCognitoOutputReader(print: (text: string) => void): (chunk: Buffer) => void {
  const parse = createCognitoOutputParser();
  return (chunk) => {
    for (const event of parse(chunk.toString('utf8'))) print(describeCognitoOutputEvent(event));
  };
}
