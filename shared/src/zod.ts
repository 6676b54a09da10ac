import en from 'zod/v4/locales/en.js';
import { config } from 'zod/mini';

/**
 * The one zod entry point for the whole code base: `import * as z from '@app/shared/zod'`.
 * Zod Mini keeps each Lambda bundle small (about 30 KB against 90 KB for classic zod), which
 * matters with one bundle per route and a 150 KB budget; its English messages are loaded once,
 * here. Use it as a namespace import only, so bundlers can drop what a bundle does not use.
 */
config(en());

export * from 'zod/mini';
