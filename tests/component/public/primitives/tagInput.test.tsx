import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TagInput } from '../../../../src-public/forms/TagInput';

function Harness({ initial = [], error, onSubmit }: { initial?: string[]; error?: string; onSubmit?: () => void }) {
  const [tags, setTags] = useState<string[]>(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <TagInput id="tags" label="Tagi" tags={tags} onChange={setTags} error={error} />
    </form>
  );
}

const listedTags = () =>
  within(screen.getByRole('list', { name: 'Dodane tagi' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace('×', ''));

describe('TagInput', () => {
  it('labels the field and describes how to add a tag', () => {
    render(<Harness />);
    expect(screen.getByRole('textbox', { name: 'Tagi' })).toHaveAccessibleDescription(
      'Wpisz tag i naciśnij Enter (lub przycisk „Dodaj tag”).',
    );
    expect(screen.queryByRole('list', { name: 'Dodane tagi' })).not.toBeInTheDocument();
  });

  it('adds the trimmed tag with Enter without submitting the form, and announces it', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'Tagi' });
    await user.type(input, '  dostępność  {Enter}');
    expect(listedTags()).toEqual(['dostępność']);
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Dodano tag dostępność.')).toBeInTheDocument();
  });

  it('adds with the button too and refuses a duplicate, saying so', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['wózek']} />);
    await user.type(screen.getByRole('textbox', { name: 'Tagi' }), 'wózek');
    await user.click(screen.getByRole('button', { name: 'Dodaj tag' }));
    expect(listedTags()).toEqual(['wózek']);
    expect(screen.getByText('Tag wózek jest już na liście.')).toBeInTheDocument();
  });

  it('ignores an empty Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Tagi' }), '   {Enter}');
    expect(screen.queryByRole('list', { name: 'Dodane tagi' })).not.toBeInTheDocument();
  });

  it('removes a tag with its own button, announces it and returns focus to the field', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['wózek', 'sport']} />);
    await user.click(screen.getByRole('button', { name: 'Usuń tag wózek' }));
    expect(listedTags()).toEqual(['sport']);
    expect(screen.getByRole('textbox', { name: 'Tagi' })).toHaveFocus();
    expect(screen.getByText('Usunięto tag wózek.')).toBeInTheDocument();
  });

  it('marks the field invalid and describes it with the error', () => {
    render(<Harness error="Za dużo tagów." />);
    const input = screen.getByRole('textbox', { name: 'Tagi' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Za dużo tagów\./);
  });
});
