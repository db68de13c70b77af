import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_PANEL_MESSAGES } from '../../../shared/messages';
import { AUTHOR_FIELD_HINTS, AUTHOR_STATUS_MESSAGES } from '../../../shared/messagesAuthoring';
import type { BlogPost } from '../../../shared/types';
import { ArticleForm } from '../../../src-public/forms/article/ArticleForm';
import { inOneHour, jsonResponse, makeToken, makeUser, mockFetch, renderPublic } from './publicHarness';
import { makeBlogPost, UNAVAILABLE } from '../../support/apiFixtures';

/** The author's own article as the API answers it. */
const existingPost = (overrides: Partial<BlogPost> = {}): BlogPost =>
  makeBlogPost({
    slug: 'stary-adres-artykulu',
    tags: ['wózki'],
    author_id: 'user-1',
    author: { full_name: 'Maria', organization_name: null },
    ...overrides,
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderForm(post?: BlogPost, routes: Parameters<typeof mockFetch>[0] = {}) {
  const onSaved = vi.fn();
  const fetchMock = mockFetch({ 'GET /api/v1/categories': () => jsonResponse([]), ...routes });
  renderPublic(<ArticleForm post={post} onCancel={() => undefined} onSaved={onSaved} />);
  return { fetchMock, onSaved };
}

const titleBox = () => screen.getByRole('textbox', { name: 'Tytuł' });
const slugBox = () => screen.getByRole('textbox', { name: 'Adres w sieci (slug)' });
const tagsBox = () => screen.getByRole('textbox', { name: 'Tagi' });
const tagNames = () =>
  within(screen.getByRole('list', { name: 'Dodane tagi' }))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('article form: categories', () => {
  it('says in a toast that the categories could not be loaded, and the form stays usable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm(undefined, {
      'GET /api/v1/categories': () => jsonResponse(UNAVAILABLE, 503),
    });
    expect(await screen.findByText(USER_PANEL_MESSAGES.categoriesLoadFailed)).toBeInTheDocument();
    expect(titleBox()).toBeEnabled();
  });
});

describe('article form: slug', () => {
  it('is generated from the title with Polish letters transliterated, and stays editable', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(titleBox(), 'Wózek dla Łucji: ćwiczenia!');
    expect(slugBox()).toHaveValue('wozek-dla-lucji-cwiczenia');
    await user.clear(slugBox());
    await user.type(slugBox(), 'moj-wlasny-adres');
    await user.type(titleBox(), ' nowe');
    expect(slugBox()).toHaveValue('moj-wlasny-adres');
  });

  it('keeps the slug of an article that already has one when the title changes', async () => {
    const user = userEvent.setup();
    renderForm(existingPost());
    await user.clear(titleBox());
    await user.type(titleBox(), 'Wózek');
    expect(slugBox()).toHaveValue('stary-adres-artykulu');
  });
});

describe('article form: tags', () => {
  it('adds a tag with Enter, trimmed and without duplicates, without submitting the form', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderForm();
    await user.type(tagsBox(), '  dostępność  {Enter}');
    await user.type(tagsBox(), 'Dostępność{Enter}');
    await user.type(tagsBox(), 'wózki{Enter}');
    expect(tagNames()).toEqual(['dostępność', 'wózki']);
    expect(tagsBox()).toHaveValue('');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    expect(screen.queryByText('Brakujące dane')).not.toBeInTheDocument();
  });

  it('removes a tag from the keyboard with its own named button', async () => {
    const user = userEvent.setup();
    renderForm(existingPost({ tags: ['wózki', 'rehabilitacja'] }));
    screen.getByRole('button', { name: 'Usuń tag wózki' }).focus();
    await user.keyboard('{Enter}');
    expect(tagNames()).toEqual(['rehabilitacja']);
    expect(tagsBox()).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Usuń tag rehabilitacja' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.queryByRole('list', { name: 'Dodane tagi' })).not.toBeInTheDocument();
  });
});

describe('article form: validation and saving', () => {
  it('shows the "Brakujące dane" toast when title, slug, content or type is missing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderForm();
    await user.type(titleBox(), 'Wózek');
    await user.click(screen.getByRole('button', { name: 'Zapisz jako szkic' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Brakujące dane');
    expect(alert).toHaveTextContent('Tytuł, slug, treść i kategoria artykułu są wymagane.');
    expect(await screen.findByRole('textbox', { name: 'Treść artykułu' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Rodzaj artykułu' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('names each missing field in its own message, linked from a summary that counts them right', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Zapisz jako szkic' }));
    const summary = screen.getByRole('heading', { name: /Popraw błędy w formularzu/ }).parentElement!;
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('heading')).toHaveTextContent('Liczba błędów: 4.');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Podaj tytuł artykułu.', '#article-title'],
      ['Podaj adres artykułu (slug).', '#article-slug'],
      ['Wybierz rodzaj artykułu.', '#article-article_type_category_id'],
      ['Napisz treść artykułu.', '#article-content'],
    ]);
    expect(titleBox()).toHaveAccessibleDescription('Podaj tytuł artykułu.');
    expect(screen.getByRole('combobox', { name: 'Rodzaj artykułu' })).toHaveAccessibleDescription(
      'Wybierz rodzaj artykułu.',
    );
    // The 'Brakujące dane' toast stays beside the summary.
    expect(screen.getByRole('alert')).toHaveTextContent('Brakujące dane');

    await user.type(titleBox(), 'Wózek na wakacje');
    expect(within(summary).getByRole('heading')).toHaveTextContent('Liczba błędów: 2.');
    expect(within(summary).queryByRole('link', { name: 'Podaj adres artykułu (slug).' })).not.toBeInTheDocument();
  });

  it('has the five sections, live counts and hints, and posts the article; the toast names it', async () => {
    const user = userEvent.setup();
    const saved = existingPost({ title: 'Wózek na wakacje', slug: 'wozek-na-wakacje', status: 'pending_approval' });
    const { fetchMock, onSaved } = renderForm(undefined, { 'POST /api/v1/blog-posts': () => jsonResponse(saved, 201) });
    for (const legend of ['Podstawowe informacje', 'Treść', 'Media i tagi', 'SEO i publikacja']) {
      expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    }
    expect(screen.getByRole('radiogroup', { name: 'Opcja płatności' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Bezpłatne' })).toBeChecked();
    await user.type(titleBox(), 'Wózek na wakacje');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rodzaj artykułu' }), 'Felieton');
    await user.type(await screen.findByRole('textbox', { name: 'Treść artykułu' }), 'Kilka rad przed wyjazdem.');
    await user.type(screen.getByRole('textbox', { name: 'Meta tytuł' }), 'Wózek na wakacje');
    expect(screen.getByRole('textbox', { name: 'Meta tytuł' })).toHaveAccessibleDescription(
      `${AUTHOR_FIELD_HINTS.metaTitle} Zalecana długość: około 60 znaków.`,
    );
    expect(screen.getByText('Liczba znaków: 16')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Zajawka' })).toHaveAccessibleDescription(
      `${AUTHOR_FIELD_HINTS.excerpt} Zalecana długość: około 200–300 znaków.`,
    );
    expect(screen.getByRole('textbox', { name: 'Meta opis' })).toHaveAccessibleDescription(
      `${AUTHOR_FIELD_HINTS.metaDescription} Zalecana długość: około 150–160 znaków.`,
    );
    await user.click(screen.getByRole('button', { name: 'Opublikuj artykuł' }));

    // The toast says what happened: the usual sentence first, then that the article went to approval.
    expect(
      await screen.findByText(
        'Artykuł „Wózek na wakacje” został zapisany. Został wysłany do zatwierdzenia i ukaże się na blogu po akceptacji administratora.',
      ),
    ).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.body));
    expect(body).toMatchObject({
      title: 'Wózek na wakacje',
      slug: 'wozek-na-wakacje',
      article_type_category_id: 'column',
      // The author asks for publication; the server sends it to approval (resolveBlogStatus).
      status: 'published',
      content: '<p>Kilka rad przed wyjazdem.</p>',
      meta_title: 'Wózek na wakacje',
      payment_option: 'free',
      tags: [],
      category_id: null,
    });
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('tells the author when the edit of a published article went back to approval', async () => {
    const user = userEvent.setup();
    const post = existingPost({ status: 'published', published_at: '2026-01-11T10:00:00.000Z' });
    renderForm(post, {
      [`PUT /api/v1/blog-posts/${post.id}`]: () => jsonResponse({ ...post, status: 'pending_approval' }),
    });
    await user.click(screen.getByRole('button', { name: 'Opublikuj artykuł' }));
    expect(
      await screen.findByText(AUTHOR_STATUS_MESSAGES.articleSavedForApproval(post.title).description),
    ).toBeInTheDocument();
  });

  it('clears the form once the author confirms', async () => {
    const user = userEvent.setup();
    renderForm(existingPost());
    await user.click(screen.getByRole('button', { name: 'Wyczyść formularz' }));
    const dialog = screen.getByRole('dialog', { name: 'Wyczyścić formularz?' });
    expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(titleBox()).toHaveValue('Jak wypożyczyć wózek');
    expect(screen.getByRole('button', { name: 'Wyczyść formularz' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Wyczyść formularz' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Wyczyść formularz' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(titleBox()).toHaveValue('');
    expect(slugBox()).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Dodane tagi' })).not.toBeInTheDocument();
    await waitFor(() => expect(titleBox()).toHaveFocus());
    await user.type(titleBox(), 'Nowy tytuł');
    expect(slugBox()).toHaveValue('nowy-tytul');
  });
});

describe('article form: statuses an author cannot set', () => {
  const statusBox = () => screen.getByRole('combobox', { name: 'Status' });

  function signIn(role: 'ngo' | 'admin') {
    localStorage.setItem('authToken', makeToken({ exp: inOneHour(), role }));
    return { 'GET /api/v1/users/profile': () => jsonResponse(makeUser({ role })) };
  }

  it('offers an author no status to choose: the two buttons say what happens, and send draft or published', async () => {
    const user = userEvent.setup();
    const post = existingPost({ status: 'published', published_at: '2026-01-11T10:00:00.000Z' });
    const { fetchMock } = renderForm(post, {
      ...signIn('ngo'),
      [`PUT /api/v1/blog-posts/${post.id}`]: () => jsonResponse({ ...post, status: 'draft' }),
    });
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByText('Opublikowany')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opublikuj artykuł' })).toHaveAccessibleDescription(
      AUTHOR_STATUS_MESSAGES.articleStatusHint,
    );
    await user.click(screen.getByRole('button', { name: 'Zapisz jako szkic' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const body = JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')![1]!.body));
    expect(body.status).toBe('draft');
  });

  it.each([
    ['archived', 'Zarchiwizowany'],
    ['rejected', 'Odrzucony'],
  ] as const)("shows an author's article hidden by moderation (%s) without a status to change", (status, label) => {
    renderForm(existingPost({ status }), signIn('ngo'));
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.getByText(AUTHOR_STATUS_MESSAGES.articleRestricted(label))).toBeInTheDocument();
    // Its status is not the author's to change: one button keeps it, 'Opublikuj artykuł' is not offered.
    expect(screen.getByRole('button', { name: 'Zapisz artykuł' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opublikuj artykuł' })).not.toBeInTheDocument();
  });

  it('tells an admin that publishing is immediate, and the toast says only that it was saved', async () => {
    const user = userEvent.setup();
    const post = existingPost();
    renderForm(post, {
      ...signIn('admin'),
      [`PUT /api/v1/blog-posts/${post.id}`]: () => jsonResponse({ ...post, status: 'published' }),
    });
    await waitFor(() => expect(statusBox()).toHaveAccessibleDescription(AUTHOR_STATUS_MESSAGES.articleStatusHintAdmin));
    await user.selectOptions(statusBox(), 'Opublikowany');
    expect(statusBox()).toHaveAccessibleDescription(AUTHOR_STATUS_MESSAGES.articleStatusHintAdmin);
    await user.click(screen.getByRole('button', { name: 'Opublikuj artykuł' }));
    expect(await screen.findByText(`Artykuł „${post.title}” został zapisany.`)).toBeInTheDocument();
  });
});

describe('article form: technical words explained', () => {
  it('says what the slug, the URL, the tags and the meta fields are, where the author meets them', () => {
    renderForm();
    expect(slugBox()).toHaveAccessibleDescription(expect.stringContaining('Końcówka adresu artykułu w portalu'));
    expect(screen.getByLabelText('Zdjęcie wyróżniające')).toHaveAccessibleDescription(
      AUTHOR_FIELD_HINTS.featuredImageUrl,
    );
    expect(tagsBox()).toHaveAccessibleDescription(expect.stringMatching(/^Tagi to słowa kluczowe/));
    expect(screen.getByRole('textbox', { name: 'Meta tytuł' })).toHaveAccessibleDescription(
      expect.stringContaining('wyszukiwarki internetowe'),
    );
  });
});

describe('article form: featured image', () => {
  it('uploads a chosen file, shows it, saves its portal address and removes it with focus back on the field', async () => {
    let sent: FormData | undefined;
    const post = existingPost({ status: 'draft' });
    const { fetchMock } = renderForm(post, {
      'POST /api/v1/uploads/images': (_url, init) => {
        sent = init?.body as FormData;
        return jsonResponse({ url: '/uploads/0a1b2c3d.png' }, 201);
      },
      [`PUT /api/v1/blog-posts/${post.id}`]: () => jsonResponse(post),
    });
    const user = userEvent.setup();
    // Pictures at other sites could be swapped after approval: there is no address field to type one in.
    expect(screen.queryByRole('textbox', { name: /Adres URL/ })).not.toBeInTheDocument();
    const fileField = screen.getByLabelText('Zdjęcie wyróżniające');
    await user.upload(fileField, new File([new Uint8Array([0x89, 0x50])], 'tramwaj.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Obecne zdjęcie wyróżniające' })).toHaveAttribute(
      'src',
      '/uploads/0a1b2c3d.png',
    );
    // The preview appears after the file control, and the status says where to describe it.
    const preview = screen.getByRole('img', { name: 'Obecne zdjęcie wyróżniające' });
    expect(fileField.compareDocumentPosition(preview) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      screen.getByText('Zdjęcie wyróżniające przesłane. Opisz je w polu „Opis zdjęcia dla osób niewidomych”.'),
    ).toHaveAttribute('role', 'status');
    expect(sent?.get('file')).toBeInstanceOf(File);

    await user.type(screen.getByRole('textbox', { name: /Opis zdjęcia/ }), 'Niskopodłogowy tramwaj');
    expect(screen.getByRole('img', { name: 'Niskopodłogowy tramwaj' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zapisz jako szkic' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const body = JSON.parse(fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')![1]!.body as string);
    expect(body.featured_image_url).toBe('/uploads/0a1b2c3d.png');

    await user.click(screen.getByRole('button', { name: 'Usuń zdjęcie wyróżniające' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(fileField).toHaveFocus();
    expect(screen.getByText('Zdjęcie wyróżniające usunięte.')).toBeInTheDocument();
  });
});
