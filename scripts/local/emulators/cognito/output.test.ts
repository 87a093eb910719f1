import { describe, expect, it } from 'vitest';
import { createCognitoOutputParser, describeCognitoOutputEvent } from './output';

// A sign-up as cognito-local prints it (pino-pretty colours, boxen box), shortened borders.
const signUpOutput = [
  '[1795295268713] \x1b[32mINFO\x1b[39m: \x1b[36ma288a27c SignUp ╭──────────────╮',
  '│                                                       │',
  '│   Confirmation Code Delivery                          │',
  '│   Username:    f1e6936a-02a8-40ce-ab8b-ad43e741db38   │',
  '│   Destination: a@example.com                          │',
  '│   Code:        833396                                 │',
  '╰──────────────╯\x1b[39m \x1b[90m{"reqId":"a288a27c","target":"SignUp"}\x1b[39m',
  '',
].join('\n');

describe('cognito-local output parser', () => {
  it('finds the confirmation code and its destination', () => {
    const parse = createCognitoOutputParser();
    expect(parse(signUpOutput)).toEqual([{ kind: 'confirmation-code', destination: 'a@example.com', code: '833396' }]);
  });

  it('copes with output split anywhere, even inside a line', () => {
    const parse = createCognitoOutputParser();
    const events = [];
    for (let index = 0; index < signUpOutput.length; index += 7) events.push(...parse(signUpOutput.slice(index, index + 7)));
    expect(events).toEqual([{ kind: 'confirmation-code', destination: 'a@example.com', code: '833396' }]);
  });

  it('reports errors but not the warnings cognito-local logs for client errors', () => {
    const parse = createCognitoOutputParser();
    const events = parse(
      '[1] \x1b[33mWARN\x1b[39m: abc NONE Error handling target: AdminCreateUser\n' +
        '[2] \x1b[31mERROR\x1b[39m: def NONE Cognito Local unsupported feature: GlobalSignOut\n',
    );
    expect(events).toEqual([{ kind: 'problem', line: '[2] ERROR: def NONE Cognito Local unsupported feature: GlobalSignOut' }]);
  });

  it('prints a code so that it stands out', () => {
    expect(describeCognitoOutputEvent({ kind: 'confirmation-code', destination: 'a@example.com', code: '833396' })).toContain(
      'Confirmation code for a@example.com: 833396',
    );
  });
});
