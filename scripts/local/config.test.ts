import { describe, expect, it } from 'vitest';
import { resolvePorts } from './config';

describe('resolvePorts', () => {
  it('uses the documented defaults', () => {
    expect(resolvePorts({}, {})).toEqual({ dynamodb: 8000, cognito: 9329, s3: 4568, ses: 8005, kms: 8006, gateway: 3001, web: 5173 });
  });

  it('takes environment variables, and explicit options over them', () => {
    const ports = resolvePorts({ gateway: 13001 }, { DYNAMODB_PORT: '18000', GATEWAY_PORT: '4001', WEB_PORT: '' });
    expect(ports).toMatchObject({ dynamodb: 18000, gateway: 13001, web: 5173 });
  });

  it('rejects a value that is not a port, naming the variable', () => {
    expect(() => resolvePorts({}, { COGNITO_PORT: '93x' })).toThrow(/COGNITO_PORT/);
    expect(() => resolvePorts({ s3: 70000 }, {})).toThrow(/ports\.s3/);
  });
});
