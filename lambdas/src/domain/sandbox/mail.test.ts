import { describe, expect, it } from 'vitest';
import { codesIn } from './mail';

describe('the codes found in a message', () => {
  it('are the 6-digit numbers standing alone, in order', () => {
    expect(codesIn('Confirmation code: 042917\n\nReference: 01HX\nor 123456.')).toEqual(['042917', '123456']);
  });

  it('leave out longer numbers, amounts and digits inside ids', () => {
    expect(codesIn('$1,234.56 to DE89370400440532013000 ref 01HX123456ZZ 1234567 12345')).toEqual([]);
  });
});
