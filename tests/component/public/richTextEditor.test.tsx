import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RichTextEditor from '../../../src-public/editor/RichTextEditor';
import { jsonResponse, mockFetch } from './publicHarness';

/** The article editor as the article form uses it: a controlled field whose value is the editor's HTML. */
function Harness({ initial = '', onHtml }: { initial?: string; onHtml: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <button type="button">Przed edytorem</button>
      <RichTextEditor
        id="article-content"
        label="Treść artykułu"
        required
        value={value}
        onChange={(html) => {
          setValue(html);
          onHtml(html);
        }}
      />
    </>
  );
}

function renderEditor(initial?: string) {
  const onHtml = vi.fn();
  render(<Harness initial={initial} onHtml={onHtml} />);
  return { onHtml, lastHtml: () => onHtml.mock.calls.at(-1)?.[0] as string | undefined };
}

afterEach(() => vi.unstubAllGlobals());

const toolbar = () => screen.getByRole('toolbar', { name: 'Formatowanie treści' });

describe('article editor: labelled field', () => {
  it('is a labelled multi-line text box described by its shortcuts', () => {
    renderEditor();
    const box = screen.getByRole('textbox', { name: 'Treść artykułu' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Ctrl+B pogrubienie'));
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Ctrl+K link'));
    expect(toolbar()).toHaveAttribute('aria-controls', box.id);
  });
});

describe('article editor: toolbar by keyboard', () => {
  it('is one tab stop; arrows, Home and End move between buttons named in Polish with their shortcuts', async () => {
    const user = userEvent.setup();
    renderEditor();
    const buttons = within(toolbar()).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('tabindex'))).toEqual(
      buttons.map((_, index) => (index === 0 ? '0' : '-1')),
    );
    expect(buttons.map((button) => button.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Akapit (Ctrl+Alt+0)'),
        expect.stringContaining('Śródtytuł (Ctrl+Alt+2)'),
        expect.stringContaining('Podtytuł (Ctrl+Alt+3)'),
        expect.stringContaining('Pogrubienie (Ctrl+B)'),
        expect.stringContaining('Kursywa (Ctrl+I)'),
        expect.stringContaining('Lista punktowana (Ctrl+Shift+8)'),
        expect.stringContaining('Lista numerowana (Ctrl+Shift+7)'),
        expect.stringContaining('Cytat (Ctrl+Shift+B)'),
        expect.stringContaining('Link (Ctrl+K)'),
        expect.stringContaining('Zdjęcie'),
        expect.stringContaining('Cofnij (Ctrl+Z)'),
        expect.stringContaining('Ponów (Ctrl+Shift+Z)'),
      ]),
    );
    expect(screen.getByRole('button', { name: 'Pogrubienie (Ctrl+B)' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+B',
    );

    screen.getByRole('button', { name: 'Przed edytorem' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Akapit (Ctrl+Alt+0)' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Śródtytuł (Ctrl+Alt+2)' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Ponów (Ctrl+Shift+Z)' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Akapit (Ctrl+Alt+0)' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Ponów (Ctrl+Shift+Z)' })).toHaveFocus();
    // The button last used keeps the toolbar's only tab stop; Tab leaves the toolbar for the text.
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Treść artykułu' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Ponów (Ctrl+Shift+Z)' })).toHaveFocus();
  });

  it('a toggle button says whether it is on, and makes a heading of the paragraph', async () => {
    const user = userEvent.setup();
    const { lastHtml } = renderEditor('<p>Dojazd</p>');
    const heading = screen.getByRole('button', { name: 'Śródtytuł (Ctrl+Alt+2)' });
    expect(heading).toHaveAttribute('aria-pressed', 'false');
    await user.click(heading);
    await waitFor(() => expect(lastHtml()).toBe('<h2>Dojazd</h2>'));
    expect(heading).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('article editor: link dialog', () => {
  it('asks for the address and the text, and inserts the link', async () => {
    const user = userEvent.setup();
    const { lastHtml } = renderEditor('<p>Wniosek: </p>');
    await user.click(screen.getByRole('button', { name: 'Link (Ctrl+K)' }));
    const dialog = screen.getByRole('dialog', { name: 'Wstaw link' });
    const address = within(dialog).getByRole('textbox', { name: 'Adres linku' });
    expect(address).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz link' }));
    expect(address).toHaveAccessibleDescription(expect.stringContaining('Podaj prawidłowy adres linku'));
    expect(address).toHaveFocus();
    await user.type(address, 'www.pfron.org.pl');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tekst linku' }), 'wniosek o dofinansowanie');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz link' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(lastHtml()).toContain(
        '<a rel="noopener noreferrer" href="https://www.pfron.org.pl">wniosek o dofinansowanie</a>',
      ),
    );
  });

  it('closes with Escape without changing the text', async () => {
    const user = userEvent.setup();
    const { onHtml } = renderEditor('<p>Tekst</p>');
    await user.click(screen.getByRole('button', { name: 'Link (Ctrl+K)' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onHtml).not.toHaveBeenCalled();
  });
});

describe('article editor: images', () => {
  it('asks for a file (no address of another site) and will not insert an image without its description', async () => {
    mockFetch({ 'POST /api/v1/uploads/images': () => jsonResponse({ url: '/uploads/rampa.png' }, 201) });
    const user = userEvent.setup();
    const { onHtml, lastHtml } = renderEditor('<p>Wejście</p>');
    await user.click(screen.getByRole('button', { name: 'Zdjęcie' }));
    const dialog = screen.getByRole('dialog', { name: 'Wstaw zdjęcie' });
    expect(within(dialog).queryByRole('textbox', { name: /Adres URL/ })).not.toBeInTheDocument();
    const fileField = within(dialog).getByLabelText('Plik ze zdjęciem');
    expect(fileField).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Wstaw zdjęcie' }));
    expect(fileField).toHaveFocus();
    expect(fileField).toHaveAccessibleDescription(expect.stringContaining('Wybierz plik ze zdjęciem.'));
    await user.upload(fileField, new File([new Uint8Array([0x89, 0x50])], 'rampa.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Wstaw zdjęcie' }));
    const alt = within(dialog).getByRole('textbox', { name: /Opis zdjęcia dla osób niewidomych/ });
    expect(alt).toHaveFocus();
    expect(alt).toHaveAccessibleDescription(expect.stringContaining('Dodaj opis zdjęcia dla osób niewidomych.'));
    expect(onHtml).not.toHaveBeenCalled();
    await user.type(alt, 'Betonowa rampa z poręczą przy wejściu do urzędu');
    await user.click(within(dialog).getByRole('button', { name: 'Wstaw zdjęcie' }));
    await waitFor(() =>
      expect(lastHtml()).toContain(
        '<img src="/uploads/rampa.png" alt="Betonowa rampa z poręczą przy wejściu do urzędu">',
      ),
    );
  });

  it('uploads a chosen file to the portal and inserts it with its description', async () => {
    let sent: FormData | undefined;
    mockFetch({
      'POST /api/v1/uploads/images': (_url, init) => {
        sent = init?.body as FormData;
        return jsonResponse({ url: '/uploads/0a1b2c3d.png' }, 201);
      },
    });
    const user = userEvent.setup();
    const { lastHtml } = renderEditor('<p>Wejście</p>');
    await user.click(screen.getByRole('button', { name: 'Zdjęcie' }));
    const dialog = screen.getByRole('dialog', { name: 'Wstaw zdjęcie' });
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'rampa.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Plik ze zdjęciem'), picture);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Opis zdjęcia dla osób niewidomych/ }),
      'Betonowa rampa z poręczą',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Wstaw zdjęcie' }));
    await waitFor(() =>
      expect(lastHtml()).toContain('<img src="/uploads/0a1b2c3d.png" alt="Betonowa rampa z poręczą">'),
    );
    expect(sent?.get('file')).toBeInstanceOf(File);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("refuses a file that is not a picture before sending it, and shows the server's refusal", async () => {
    const fetchMock = mockFetch({
      'POST /api/v1/uploads/images': () => jsonResponse({ detail: 'Zdjęcie nie może być większe niż 5 MB.' }, 413),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderEditor('<p>Wejście</p>');
    await user.click(screen.getByRole('button', { name: 'Zdjęcie' }));
    const dialog = screen.getByRole('dialog', { name: 'Wstaw zdjęcie' });
    const fileField = within(dialog).getByLabelText('Plik ze zdjęciem');
    await user.type(within(dialog).getByRole('textbox', { name: /Opis zdjęcia/ }), 'Plan sali');
    await user.upload(fileField, new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Wstaw zdjęcie' }));
    expect(fileField).toHaveFocus();
    expect(fileField).toHaveAccessibleDescription(
      expect.stringContaining('Zdjęcie musi być w formacie JPEG, PNG lub WebP.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.upload(fileField, new File([new Uint8Array(8)], 'duze.jpg', { type: 'image/jpeg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Wstaw zdjęcie' }));
    await waitFor(() =>
      expect(fileField).toHaveAccessibleDescription(expect.stringContaining('Zdjęcie nie może być większe niż 5 MB.')),
    );
    expect(fileField).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Wstaw zdjęcie' })).toBeInTheDocument();
  });
});
