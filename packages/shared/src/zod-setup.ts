import { z } from 'zod';

/**
 * In a browser, zod parses without compiling code at run time. The portal's Content-Security-Policy
 * forbids eval (docs/decisions/035-content-security-policy.md), and zod's probe for it, a caught
 * `new Function('')`, still reports a CSP violation on every page. The server has no CSP and keeps
 * zod's compiled fast path. index.ts imports this first: zod probes when the first object schema
 * is built, which is when the schema modules are evaluated.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });
