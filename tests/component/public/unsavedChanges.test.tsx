import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSAVED_CHANGES_MESSAGES as M } from '../../../shared/messagesAuthoring';
import { ArticleForm } from '../../../src-public/forms/article/ArticleForm';
import { OfferForm } from '../../../src-public/forms/offer/OfferForm';
import { ProfileView } from '../../../src-public/pages/dashboard/ProfileView';
import { inOneHour, jsonResponse, makeToken, makeUser, mockFetch, renderPublic } from './publicHarness';
import { makeBlogPost, makeOffer } from '../../support/apiFixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const location = () => screen.getByTestId('location').textContent;
const titleBox = () => screen.getByRole('textbox', { name: 'Tytuł' });

/** A form on the dashboard as the app shows it: its buttons and a link elsewhere both navigate with the router. */
function ArticleOnPage({ onSaved }: { onSaved?: () => void }) {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/blog">Blog</Link>
      <ArticleForm
        onCancel={() => navigate('/dashboard')}
        onSaved={() => {
          onSaved?.();
          void navigate('/dashboard');
        }}
      />
    </>
  );
}

function renderArticle(routes: Parameters<typeof mockFetch>[0] = {}) {
  mockFetch({ 'GET /api/v1/categories': () => jsonResponse([]), ...routes });
  renderPublic(<ArticleOnPage />, { route: '/dashboard?view=add-article' });
}

const unloadIsStopped = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('unsaved changes guard', () => {
  it('leaves at once while nothing was changed', async () => {
    const user = userEvent.setup();
    renderArticle();
    expect(unloadIsStopped()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Wróć do listy' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/dashboard');
  });

  it("asks before 'Wróć do listy' leaves typed text, with focus on staying and back on the button", async () => {
    const user = userEvent.setup();
    renderArticle();
    await user.type(titleBox(), 'Wózek w podróży');
    const back = screen.getByRole('button', { name: 'Wróć do listy' });
    await user.click(back);

    const dialog = screen.getByRole('dialog', { name: M.leaveTitle });
    expect(dialog).toHaveTextContent(M.leaveText);
    expect(within(dialog).getByRole('button', { name: M.stay })).toHaveFocus();
    expect(location()).toBe('/dashboard?view=add-article');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(back).toHaveFocus();
    expect(titleBox()).toHaveValue('Wózek w podróży');

    await user.click(back);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: M.leave }));
    expect(location()).toBe('/dashboard');
  });

  it('asks before a link of the app takes the person away', async () => {
    const user = userEvent.setup();
    renderArticle();
    await user.type(titleBox(), 'Wózek');
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    const dialog = screen.getByRole('dialog', { name: M.leaveTitle });
    expect(location()).toBe('/dashboard?view=add-article');
    await user.click(within(dialog).getByRole('button', { name: M.stay }));
    expect(location()).toBe('/dashboard?view=add-article');

    await user.click(screen.getByRole('link', { name: 'Blog' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: M.leave }));
    expect(location()).toBe('/blog');
  });

  it('lets the browser ask before the tab is closed or reloaded, only while something is unsaved', async () => {
    const user = userEvent.setup();
    renderArticle();
    await user.type(titleBox(), 'W');
    expect(unloadIsStopped()).toBe(true);
    await user.clear(titleBox());
    expect(unloadIsStopped()).toBe(false);
  });

  it('does not ask after the changes were saved', async () => {
    const user = userEvent.setup();
    const saved = makeBlogPost({
      title: 'Wózek w podróży',
      slug: 'wozek-w-podrozy',
      article_type_category_id: 'column',
    });
    renderArticle({ 'POST /api/v1/blog-posts': () => jsonResponse(saved, 201) });
    await user.type(titleBox(), 'Wózek w podróży');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rodzaj artykułu' }), 'Felieton');
    await user.type(await screen.findByRole('textbox', { name: 'Treść artykułu' }), 'Kilka rad przed wyjazdem.');
    await user.click(screen.getByRole('button', { name: 'Zapisz jako szkic' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('guards the offer form the same way, a chosen picture included', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:podglad'), revokeObjectURL: vi.fn() });
    const user = userEvent.setup();
    const onCancel = vi.fn();
    mockFetch({ 'GET /api/v1/categories': () => jsonResponse([]) });
    // Editing shows the tabs: the picture's tab is one click away.
    renderPublic(<OfferForm offer={makeOffer({ image_urls: [] })} onCancel={onCancel} onSaved={() => undefined} />);
    await user.click(screen.getByRole('tab', { name: 'Zdjęcia' }));
    await user.upload(screen.getByLabelText('Plik ze zdjęciem'), new File(['obraz'], 'w.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Wróć do listy' }));
    await user.click(within(screen.getByRole('dialog', { name: M.leaveTitle })).getByRole('button', { name: M.stay }));
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Wróć do listy' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: M.leave }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("guards the organisation's profile: its registry numbers, 'Wróć do listy' and closing the tab", async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    localStorage.setItem('authToken', makeToken({ exp: inOneHour(), role: 'ngo' }));
    mockFetch({
      'GET /api/v1/users/profile': () => jsonResponse(makeUser({ role: 'ngo', organization_name: 'Fundacja' })),
    });
    renderPublic(<ProfileView onDone={onDone} />);
    const back = await screen.findByRole('button', { name: 'Wróć do listy' });
    expect(unloadIsStopped()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /^NIP/ }), '5261040828');
    expect(unloadIsStopped()).toBe(true);

    await user.click(back);
    await user.click(within(screen.getByRole('dialog', { name: M.leaveTitle })).getByRole('button', { name: M.stay }));
    expect(onDone).not.toHaveBeenCalled();
    expect(back).toHaveFocus();
    await user.click(back);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: M.leave }));
    expect(onDone).toHaveBeenCalledOnce();
  });
});
