import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { slugify } from '../../../shared/slug';
import type { BlogPost } from '../../../shared/types';
import { BlogPostList } from '../../../src-admin/blogPosts/BlogPostList';
import { renderAdmin, ROLE_ACCOUNTS, chooseRowAction } from './adminHarness';
import { chooseGround, createTestDataProvider } from './moderationHarness';

function post(id: string, title: string, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id,
    title,
    slug: slugify(title),
    content: '<p>Treść artykułu o dostępności.</p>',
    excerpt: null,
    article_type_category_id: 'column',
    category_id: null,
    featured_image_url: null,
    featured_image_alt: null,
    tags: ['dostępność'],
    status: 'pending_approval',
    meta_title: null,
    meta_description: null,
    payment_option: 'free',
    created_at: '2026-02-10T09:00:00.000Z',
    updated_at: '2026-02-10T09:00:00.000Z',
    published_at: null,
    author_id: 'a1',
    author: { full_name: null, organization_name: 'Stowarzyszenie Dostępna Łódź', email: 'ngo@demo.portal.test' },
    category: { name: 'Rehabilitacja' },
    ...overrides,
  };
}

function setup(
  posts = [
    post('p1', 'Dostępny tramwaj'),
    post('p2', 'Prawo do asystencji', { status: 'published', published_at: '2026-02-12T09:00:00.000Z' }),
  ],
) {
  const dataProvider = createTestDataProvider({ blog_posts: posts });
  renderAdmin(<BlogPostList />, { actor: ROLE_ACCOUNTS.admin, dataProvider, resource: 'blog_posts' });
  return { dataProvider, user: userEvent.setup() };
}

const row = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;

// MUI tables make role queries slow in jsdom on a shared 2-core machine.
describe('Blog (admin)', { timeout: 30_000 }, () => {
  it("shows each article's featured image description, and says which image has none", async () => {
    setup([
      post('p1', 'Dostępny tramwaj', {
        featured_image_url: '/uploads/tramwaj.jpg',
        featured_image_alt: 'Niskopodłogowy tramwaj z rampą wysuniętą na przystanek.',
      }),
      post('p2', 'Prawo do asystencji', { featured_image_url: '/uploads/asystent.webp' }),
      post('p3', 'Sport bez barier'),
    ]);
    const tram = await row('Dostępny tramwaj');
    expect(screen.getByRole('columnheader', { name: 'Opis zdjęcia' })).toBeInTheDocument();
    expect(within(tram).getByText('Niskopodłogowy tramwaj z rampą wysuniętą na przystanek.')).toBeInTheDocument();
    expect(within(await row('Prawo do asystencji')).getByText('Brak opisu zdjęcia')).toBeInTheDocument();
    expect(within(await row('Sport bez barier')).getByText('Bez zdjęcia')).toBeInTheDocument();
  });

  it('shows author, article type and category, Polish status and both dates', async () => {
    setup();
    const draft = await row('Dostępny tramwaj');
    expect(within(draft).getByText('Stowarzyszenie Dostępna Łódź')).toBeInTheDocument();
    expect(within(draft).getByText('Felieton')).toBeInTheDocument();
    expect(within(draft).getByText('Rehabilitacja')).toBeInTheDocument();
    expect(within(draft).getByText('Oczekuje na zatwierdzenie')).toBeInTheDocument();
    expect(within(draft).getByText('10.02.2026')).toBeInTheDocument();
    expect(within(draft).getByText('Nieopublikowany')).toBeInTheDocument();
    const published = await row('Prawo do asystencji');
    expect(within(published).getByText('Opublikowany')).toBeInTheDocument();
    expect(within(published).getByText('12.02.2026')).toBeInTheDocument();
  });

  it('offers the five statuses in the filter, "Odrzucony" included', async () => {
    const { user } = setup();
    await row('Dostępny tramwaj');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Wszystkie statusy',
      'Szkic',
      'Oczekuje na zatwierdzenie',
      'Opublikowany',
      'Odrzucony',
      'Zarchiwizowany',
    ]);
  });

  it('rejects an article through the status dialog and its confirm step', async () => {
    const { dataProvider, user } = setup();
    await chooseRowAction(user, 'Dostępny tramwaj', 'Zmień status artykułu „Dostępny tramwaj”');
    const dialog = screen.getByRole('dialog', { name: 'Zmień status artykułu' });
    await user.click(within(dialog).getByRole('radio', { name: 'Odrzucony' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zmień status' }));
    // Rejecting restricts the author's article: the dialog asks for the statement of reasons first.
    const reason = within(dialog).getByRole('textbox', { name: /Uzasadnienie decyzji/ });
    expect(reason).toHaveAccessibleDescription('Podaj uzasadnienie decyzji.');
    expect(reason).toHaveFocus();
    await user.type(reason, 'Artykuł kopiuje cudzy tekst.');
    await user.click(within(dialog).getByRole('button', { name: 'Zmień status' }));
    // The ground is the admin's choice too: nothing is filled in for them.
    const ground = within(dialog).getByRole('combobox', { name: /Podstawa decyzji/ });
    expect(ground).toHaveAccessibleDescription('Wybierz podstawę decyzji.');
    expect(ground).toHaveFocus();
    await chooseGround(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Zmień status' }));
    const confirm = screen.getByRole('dialog', { name: 'Potwierdź zmianę statusu' });
    expect(confirm).toHaveTextContent(
      'Ukryjesz artykuł „Dostępny tramwaj” (status „Odrzucony”) na podstawie: regulamin portalu (zasady publikowania treści). Autor dostanie uzasadnienie.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Wróć' }));
    expect(screen.getByRole('radio', { name: 'Odrzucony' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Zmień status' }));
    await user.click(screen.getByRole('button', { name: 'Potwierdź' }));
    expect(await screen.findByText('Status artykułu „Dostępny tramwaj” zmieniono na „Odrzucony”.')).toBeInTheDocument();
    expect(dataProvider.changeBlogPostStatus).toHaveBeenCalledWith('p1', 'rejected', {
      reason: 'Artykuł kopiuje cudzy tekst.',
      ground: 'terms',
    });
  });

  it('publishes the selected articles in bulk', async () => {
    const { dataProvider, user } = setup([post('p1', 'Dostępny tramwaj'), post('p3', 'Sport bez barier')]);
    await user.click(await screen.findByRole('checkbox', { name: 'Zaznacz wszystkie' }));
    await user.click(screen.getByRole('button', { name: 'Opublikuj zaznaczone' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Opublikować zaznaczone artykuły?' })).getByRole('button', {
        name: 'Potwierdź',
      }),
    );
    expect(await screen.findByText('Opublikowano 2 artykuły.')).toBeInTheDocument();
    expect(dataProvider.changeBlogPostStatus.mock.calls).toEqual([
      ['p1', 'published'],
      ['p3', 'published'],
    ]);
  });

  it('edits an article with the shared article rules and sends only the edited fields', async () => {
    const { dataProvider, user } = setup();
    await chooseRowAction(user, 'Dostępny tramwaj', 'Edytuj artykuł „Dostępny tramwaj”');
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj artykuł' });
    const title = await within(dialog).findByRole('textbox', { name: /Tytuł/ });
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await within(dialog).findByText('Podaj tytuł artykułu.')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();

    await user.type(title, 'Dostępny tramwaj w Łodzi');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Artykuł „Dostępny tramwaj w Łodzi” został zaktualizowany.')).toBeInTheDocument();
    const [, params] = dataProvider.update.mock.calls[0];
    expect(params.data).toMatchObject({ title: 'Dostępny tramwaj w Łodzi', tags: ['dostępność'] });
    expect(params.data).not.toHaveProperty('status');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
