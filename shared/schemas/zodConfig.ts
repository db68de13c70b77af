import { z } from 'zod';
import pl from 'zod/v4/locales/pl.js';

/*
 * Imported first by every module of shared/schemas that builds an object schema: zod decides whether to compile its
 * fast object parser when the first object schema is built.
 *
 * - Every message zod makes up itself (a body that is not an object, an unknown option) is Polish, in both apps and
 *   the API.
 * - In the browser zod runs without its compiled parser (`jitless`). The portal's Content-Security-Policy forbids
 *   eval (`script-src 'self'`, docs/bezpieczenstwo.md), and zod's probe for it, a caught `new Function('')`, was still
 *   reported by the browser as a CSP violation on every page (Lighthouse best practices 96). The forms parse a few
 *   fields; the server, which parses every request, keeps the compiled parser.
 */
z.config({ ...pl(), jitless: typeof window !== 'undefined' });
