/**
 * `zod` as the SPA's build sees it (vite.config.ts aliases the bare `zod` import here): the library,
 * told before any schema of the contract is built not to compile object checks with `new Function`.
 * The Content-Security-Policy has no 'unsafe-eval', and zod's own probe for it (a caught
 * `new Function("")`) is still reported as a violation; a schema decides at construction whether to
 * compile, so the setting must come first. This module runs before every module that imports `zod`.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z };
