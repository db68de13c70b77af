import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { slugify } from '../../../shared/slug';
import type { BlogPost } from '../../../shared/types';
import { BlogPostList } from '../../../src-admin/blogPosts/BlogPostList';
import { checkedMockAnswer } from '../../support/mockedApi';
import { renderAdmin, ROLE_ACCOUNTS, chooseRowAction } from './adminHarness';
import { createTestDataProvider } from './moderationHarness';

const TITLE = 'Dostępny tramwaj';

function post(content: string): BlogPost {
  return {
    id: 'p1',
    title: TITLE,
    slug: slugify(TITLE),
    content,
    excerpt: null,
    article_type_category_id: 'column',
    category_id: null,
    featured_image_url: null,
    featured_image_alt: null,
    tags: [],
    status: 'pending_approval',
    meta_title: null,
    meta_description: null,
    payment_option: 'free',
    created_at: '2026-02-10T09:00:00.000Z',
    updated_at: '2026-02-10T09:00:00.000Z',
    published_at: null,
    author_id: 'a1',
    author: { full_name: null, organization_name: 'Stowarzyszenie Dostępna Łódź', email: 'ngo@demo.portal.test' },
    category: null,
  };
}

/** Opens the admin's edit dialog of an article and waits for its lazily loaded editor. */
async function openEditor(content = '<p>Przystanek</p>') {
  const dataProvider = createTestDataProvider({ blog_posts: [post(content)] });
  renderAdmin(<BlogPostList />, { actor: ROLE_ACCOUNTS.admin, dataProvider, resource: 'blog_posts' });
  const user = userEvent.setup();
  await chooseRowAction(user, TITLE, `Edytuj artykuł „${TITLE}”`);
  const dialog = await screen.findByRole('dialog', { name: 'Edytuj artykuł' });
  const editor = await within(dialog).findByRole('textbox', { name: 'Treść' });
  const toolbar = await within(dialog).findByRole('toolbar', { name: 'Formatowanie treści' });
  return { dataProvider, user, dialog, editor, toolbar };
}

async function saveAndReadContent(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  dataProvider: ReturnType<typeof createTestDataProvider>,
) {
  await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
  await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
  return String(dataProvider.update.mock.calls[0][1].data.content);
}

afterEach(() => vi.unstubAllGlobals());

// The dialog loads its editor lazily. The first test used to pay for importing TipTap inside its 5 s wait for the
// 'Treść' box, which CI's busy machine once exceeded; the module is loaded here, once, outside any wait.
beforeAll(() => import('../../../src-admin/editor/ArticleRichTextInput'), 120_000);

// react-admin dialogs with TipTap are slow in jsdom on a shared 2-core machine.
describe('back office article editor (RichTextInput)', { timeout: 60_000 }, () => {
  it('is labelled and described, with the public editor’s toolbar: Polish names, shortcuts, one tab stop', async () => {
    const { user, editor, toolbar } = await openEditor();
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    expect(editor).toHaveAccessibleDescription(expect.stringContaining('Ctrl+K link'));
    expect(toolbar).toHaveAttribute('aria-controls', editor.id);
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '¶Akapit (Ctrl+Alt+0)',
      'H2Śródtytuł (Ctrl+Alt+2)',
      'H3Podtytuł (Ctrl+Alt+3)',
      'Pogrubienie (Ctrl+B)',
      'Kursywa (Ctrl+I)',
      'Lista punktowana (Ctrl+Shift+8)',
      'Lista numerowana (Ctrl+Shift+7)',
      'Cytat (Ctrl+Shift+B)',
      'Link (Ctrl+K)',
      'Zdjęcie',
      'Cofnij (Ctrl+Z)',
      'Ponów (Ctrl+Shift+Z)',
    ]);
    // No emoji or arrow characters (empty boxes without a symbol font): MUI's SVG icons, hidden from screen readers.
    for (const button of buttons.slice(3)) {
      expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    expect(within(toolbar).getByRole('button', { name: 'Kursywa (Ctrl+I)' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+I',
    );

    buttons[0].focus();
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Śródtytuł (Ctrl+Alt+2)' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(toolbar).getByRole('button', { name: 'Ponów (Ctrl+Shift+Z)' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Akapit (Ctrl+Alt+0)' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(toolbar).getByRole('button', { name: 'Ponów (Ctrl+Shift+Z)' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(within(toolbar).getByRole('button', { name: 'Akapit (Ctrl+Alt+0)' })).toHaveFocus();
  });

  it('makes a heading and a link through the link dialog, the same HTML the public editor makes', async () => {
    const { user, dialog, toolbar, dataProvider } = await openEditor('<p>Przystanek</p>');
    const heading = within(toolbar).getByRole('button', { name: 'Śródtytuł (Ctrl+Alt+2)' });
    await user.click(heading);
    await waitFor(() => expect(heading).toHaveAttribute('aria-pressed', 'true'));

    await user.click(within(toolbar).getByRole('button', { name: 'Link (Ctrl+K)' }));
    const linkDialog = await screen.findByRole('dialog', { name: 'Wstaw link' });
    const address = within(linkDialog).getByRole('textbox', { name: /Adres linku/ });
    await waitFor(() => expect(address).toHaveFocus());
    await user.click(within(linkDialog).getByRole('button', { name: 'Zapisz link' }));
    expect(address).toHaveAccessibleDescription('Podaj prawidłowy adres linku, np. https://www.gov.pl.');
    expect(address).toHaveFocus();
    await user.type(address, 'www.mpk.lodz.pl');
    await user.type(within(linkDialog).getByRole('textbox', { name: /Tekst linku/ }), 'rozkład jazdy');
    await user.click(within(linkDialog).getByRole('button', { name: 'Zapisz link' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Wstaw link' })).not.toBeInTheDocument());

    expect(await saveAndReadContent(user, dialog, dataProvider)).toBe(
      '<h2><a rel="noopener noreferrer" href="https://www.mpk.lodz.pl">rozkład jazdy</a>Przystanek</h2>',
    );
  });

  it('will not insert an image without its description, and uploads a chosen file', async () => {
    const { user, dialog, toolbar, dataProvider } = await openEditor('<p>Wejście</p>');
    const profileFetch = globalThis.fetch;
    const uploads: FormData[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (!String(url).endsWith('/uploads/images')) return profileFetch(url, init);
        uploads.push(init?.body as FormData);
        const stored = new Response(JSON.stringify({ url: '/uploads/0a1b2c.png' }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        });
        return checkedMockAnswer('POST', '/api/v1/uploads/images', stored);
      }),
    );
    await user.click(within(toolbar).getByRole('button', { name: 'Zdjęcie' }));
    const imageDialog = await screen.findByRole('dialog', { name: 'Wstaw zdjęcie' });
    await user.upload(
      within(imageDialog).getByLabelText('Plik ze zdjęciem'),
      new File([new Uint8Array([0x89, 0x50])], 'rampa.png', { type: 'image/png' }),
    );
    await user.click(within(imageDialog).getByRole('button', { name: 'Wstaw zdjęcie' }));
    const alt = within(imageDialog).getByRole('textbox', { name: /Opis zdjęcia dla osób niewidomych/ });
    expect(alt).toHaveFocus();
    expect(alt).toHaveAccessibleDescription('Dodaj opis zdjęcia dla osób niewidomych.');
    expect(uploads).toHaveLength(0);

    await user.type(alt, 'Betonowa rampa z poręczą');
    await user.click(within(imageDialog).getByRole('button', { name: 'Wstaw zdjęcie' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Wstaw zdjęcie' })).not.toBeInTheDocument());
    expect(uploads[0].get('file')).toBeInstanceOf(File);
    expect(await saveAndReadContent(user, dialog, dataProvider)).toContain(
      '<img src="/uploads/0a1b2c.png" alt="Betonowa rampa z poręczą">',
    );
  });
});
