import { inject } from 'vitest';

/* Test workers talk to the same emulators as the handlers, through the same SDK settings. */
Object.assign(process.env, inject('stack').lambdaEnv);
