import type { User } from '../../shared/types';

/** How the screens and toasts name an account: its full name, else its e-mail (SPEC §5 uses the e-mail as the fallback). */
export const userName = (user: Pick<User, 'full_name' | 'email'>) => user.full_name || user.email;
