export * from './common.js';
export * from './offer.js';
export * from './blog.js';
export * from './category.js';
export * from './auth.js';
export * from './moderation.js';
export * from './discovery.js';
export * from './verification.js';
