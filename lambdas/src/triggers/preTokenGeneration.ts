import type { PreTokenGenerationV2TriggerHandler } from 'aws-lambda';
import { markCodeSignIns } from '../domain/auth/pre-token-generation';

export const handler: PreTokenGenerationV2TriggerHandler = (event) => markCodeSignIns(event);
