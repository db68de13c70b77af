import type { Role } from '../../shared/roles.js';
import type { Db } from './index.js';

export interface DemoAccount {
  email: string;
  role: Role;
}

/** Seeds demo organisations, offers, articles and accounts into an empty database (filled in by the demo-content work). */
export async function seedDemoContent(_db: Db): Promise<DemoAccount[]> {
  return [];
}
