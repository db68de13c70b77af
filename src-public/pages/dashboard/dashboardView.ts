import { PUBLIC_PAGES } from '../../../shared/publicPages';

/** The dashboard's views, kept in the URL (`?view=…&id=…`) so that Back, reload and links all work. */
export type DashboardView =
  | { kind: 'overview' }
  | { kind: 'add-offer' }
  | { kind: 'edit-offer'; id: string }
  | { kind: 'add-article' }
  | { kind: 'edit-article'; id: string }
  | { kind: 'profile' }
  | { kind: 'alerts' }
  | { kind: 'inquiries' };

export const VIEW_TITLES: Record<DashboardView['kind'], string> = {
  overview: PUBLIC_PAGES.dashboard.title,
  'add-offer': 'Dodaj ofertę',
  'edit-offer': 'Edytuj ofertę',
  'add-article': 'Napisz artykuł',
  'edit-article': 'Edytuj artykuł',
  profile: 'Edytuj profil',
  alerts: 'Powiadomienia o ofertach',
  inquiries: 'Moje zapytania',
};

export function parseView(params: URLSearchParams): DashboardView {
  const view = params.get('view');
  const id = params.get('id');
  switch (view) {
    case 'add-offer':
    case 'add-article':
    case 'profile':
    case 'alerts':
    case 'inquiries':
      return { kind: view };
    case 'edit-offer':
    case 'edit-article':
      return id ? { kind: view, id } : { kind: 'overview' };
    default:
      return { kind: 'overview' };
  }
}

/** The query string of a view, for links and navigation. */
export function viewSearch(view: DashboardView): string {
  if (view.kind === 'overview') return '';
  const params = new URLSearchParams({ view: view.kind });
  if ('id' in view) params.set('id', view.id);
  return `?${params.toString()}`;
}
