/** The name fields an account may have; lists and public answers carry only some of them. */
export interface NamedAccount {
  full_name?: string | null;
  organization_name?: string | null;
  company_slug?: string | null;
  email?: string | null;
}

/**
 * How the portal names an account in public and in decisions about it: the organisation, else the person, else the
 * profile's slug, else the login e-mail (only present where the reader may see it).
 */
export function displayName(account: NamedAccount): string {
  return account.organization_name || account.full_name || account.company_slug || account.email || '';
}

/** A person, as the back office's user screens and toasts name them: full name, else e-mail. */
export function personName(account: NamedAccount): string {
  return account.full_name || account.email || '';
}

/** An article's author as the blog names him: full name, else organisation name, else the login e-mail. */
export function authorName(account: NamedAccount): string {
  return account.full_name || account.organization_name || account.email || '';
}
