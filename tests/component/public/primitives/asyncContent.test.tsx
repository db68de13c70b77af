import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/errors';
import { AsyncContent } from '../../../../src-public/components/AsyncContent';
import type { ApiData } from '../../../../src-public/hooks/useApiData';

type Data = ApiData<string[]> & { reload: () => void };

const loading: Data = { state: 'loading', data: undefined, error: undefined, reload: () => undefined };
const success = (items: string[]): Data => ({
  state: 'success',
  data: items,
  error: undefined,
  reload: () => undefined,
});

function List({ data, errorTitle }: { data: Data; errorTitle?: string }) {
  return (
    <AsyncContent
      data={data}
      loadingLabel="Ładowanie artykułów…"
      errorTitle={errorTitle}
      isEmpty={(items) => items.length === 0}
      empty={<p>Nie ma jeszcze artykułów.</p>}
    >
      {(items) => (
        <ul aria-label="Artykuły">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </AsyncContent>
  );
}

describe('AsyncContent', () => {
  it('says what is loading in a status message', () => {
    render(<List data={loading} />);
    expect(screen.getByRole('status')).toHaveTextContent('Ładowanie artykułów…');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('explains an error in an alert, with its title, and "Spróbuj ponownie" reloads', async () => {
    const reload = vi.fn();
    const user = userEvent.setup();
    const error = new ApiError(500, 'Błąd serwera.');
    render(
      <List data={{ state: 'error', data: undefined, error, reload }} errorTitle="Nie udało się wczytać danych" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Nie udało się wczytać danych');
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows the empty state when the answer holds nothing', () => {
    render(<List data={success([])} />);
    expect(screen.getByText('Nie ma jeszcze artykułów.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders the content with the data', () => {
    render(<List data={success(['Dostępny urząd', 'Wózek na wakacje'])} />);
    expect(screen.getByRole('list', { name: 'Artykuły' })).toHaveTextContent('Dostępny urządWózek na wakacje');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
