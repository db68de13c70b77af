import type { MessageTree } from '../types';

/** Mounted under `resources.<resource name>` in ../pl.ts. */
const messages: MessageTree = {};

export default messages;
