import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlogListResult, BlogPost } from '../../../shared/types';
import BlogListPage from '../../../src-public/pages/blog/BlogListPage';
import { jsonResponse, mockFetch, renderPublic } from './publicHarness';

const ARTICLE = {
  id: 'a1b2c3d4-0000-4000-8000-000000000002',
  title: 'Jak wypożyczyć wózek',
  slug: 'jak-wypozyczyc-wozek',
  content: '<p>Treść</p>',
  excerpt: 'Wózki na lato i na zimę.',
  article_type_category_id: 'article',
  category_id: null,
  featured_image_url: null,
  featured_image_alt: null,
  tags: [],
  status: 'published',
  meta_title: null,
  meta_description: null,
  payment_option: 'free',
  created_at: '2026-02-02T10:00:00.000Z',
  updated_at: '2026-02-02T10:00:00.000Z',
  published_at: '2026-02-03T10:00:00.000Z',
  author_id: 'user-1',
  author: { full_name: 'Maria', organization_name: null },
  category: null,
} satisfies BlogPost;

function setup(route: string, answer: (url: URL) => BlogListResult) {
  const requests: URL[] = [];
  mockFetch({
    'GET /api/v1/blog-posts': (url) => {
      requests.push(url);
      return jsonResponse(answer(url));
    },
  });
  renderPublic(<BlogListPage />, { route });
  return requests;
}

const list = (items: BlogPost[], highlight_words: string[] = []): BlogListResult => ({
  items,
  total: items.length,
  page: 1,
  per_page: 9,
  highlight_words,
});

afterEach(() => vi.unstubAllGlobals());

describe('blog search box', () => {
  it('puts the text into the URL, asks the API with q and announces the count', async () => {
    const requests = setup('/blog?type=article', (url) =>
      url.searchParams.get('q') ? list([ARTICLE], ['wózek', 'wózki']) : list([]),
    );
    const box = await screen.findByRole('searchbox', { name: 'Szukaj w artykułach' });
    await userEvent.type(box, 'wózki');
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/blog?q=w%C3%B3zki&type=article'));
    expect(await screen.findByText('Znaleziono 1 artykuł dla frazy „wózki”.')).toHaveAttribute('role', 'status');
    expect(Object.fromEntries(requests.at(-1)!.searchParams)).toMatchObject({ q: 'wózki', article_type: 'article' });
    const link = screen.getByRole('link', { name: 'Jak wypożyczyć wózek' });
    expect([...link.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['wózek']);
    expect(screen.getByText('Wózki').tagName).toBe('MARK');
  });

  it('says what was searched when nothing is found, with a way back to every article', async () => {
    setup('/blog?q=zzz', () => list([]));
    expect(await screen.findByRole('heading', { name: 'Nie znaleźliśmy artykułów dla frazy „zzz”' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Szukaj w artykułach' })).toHaveValue('zzz');
    expect(screen.getByRole('link', { name: 'Zobacz wszystkie artykuły' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Wyczyść wyszukiwanie' })).toHaveAttribute('href', '/blog');
  });
});
