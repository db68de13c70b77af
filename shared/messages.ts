/**
 * Every Polish message that both the UIs and the server show. One place, so the toast and the API `detail` never
 * drift apart. Kept in one file per area: the bundler places each file in the chunks that use it, so the public
 * page's first load carries only the messages of the screens it shows (docs/wydajnosc.md). Modules of that first load
 * import their file directly (`messages/general.ts`): through this file every area's messages would join it.
 */
export * from './messages/offer.js';
export * from './messages/blog.js';
export * from './messages/admin.js';
export * from './messages/auth.js';
export * from './messages/general.js';
export * from './messages/search.js';
export * from './messages/account.js';
export * from './messages/moderation.js';
export * from './messages/inquiries.js';
