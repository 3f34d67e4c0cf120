import { z } from 'zod';
import { zodIssueMessageKey } from './i18n/zod-issues.js';

/**
 * The one `z` the shared schemas and the web app build schemas with. In a browser, zod parses
 * without compiling code at run time: the portal's Content-Security-Policy forbids eval
 * (docs/decisions/035-content-security-policy.md), and zod's probe for it, a caught
 * `new Function('')`, still reports a CSP violation. zod probes when the first object schema is
 * built, so the setting must come first; importing `z` from here makes it a dependency of every
 * schema module, which a bundler evaluates before the module however it splits the chunks
 * (a side-effect import in index.ts was not enough once the login schemas had a chunk of their
 * own). The server has no CSP and keeps zod's compiled fast path.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

/**
 * A check that gives no message of its own (`z.number().int().max(100)`, `z.enum([...])`) fails
 * with a message key too, not zod's built-in English: one error map for every schema, the web's
 * and the API's route schemas included (zod keeps one configuration per process), set where `z`
 * is first configured (docs/decisions/155-zod-issues-by-code.md).
 */
z.config({ customError: zodIssueMessageKey });

export { z };
