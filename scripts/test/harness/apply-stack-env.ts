import { inject } from 'vitest';
import { STACK_ENV } from './stack-info';

/* Test workers talk to the same emulators as the handlers, through the same SDK settings. */
Object.assign(process.env, inject('stack').lambdaEnv);
/* The harness reads the tier's stack from the environment, as it does under Playwright. */
process.env[STACK_ENV] = JSON.stringify(inject('stack'));
