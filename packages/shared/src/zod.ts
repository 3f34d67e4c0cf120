import { z } from 'zod';

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

export { z };
