import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainText } from '../../../src-public/components/PlainText';

describe('an offer description shown as plain text', () => {
  it('keeps its paragraphs and line breaks', () => {
    const { container } = render(<PlainText text={'Zajęcia:\npon. 10:00\nśr. 12:00\n\nZapisy telefoniczne.'} />);
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0].innerHTML).toBe('Zajęcia:<br>pon. 10:00<br>śr. 12:00');
    expect(paragraphs[1]).toHaveTextContent('Zapisy telefoniczne.');
  });

  it('makes web addresses links that the portal does not endorse', () => {
    render(<PlainText text="Regulamin: https://www.pfron.org.pl/regulamin. Formularz na www.gov.pl" />);
    const rules = screen.getByRole('link', { name: 'https://www.pfron.org.pl/regulamin' });
    expect(rules).toHaveAttribute('href', 'https://www.pfron.org.pl/regulamin');
    expect(rules).toHaveAttribute('rel', 'nofollow noopener');
    expect(screen.getByRole('link', { name: 'www.gov.pl' })).toHaveAttribute('href', 'https://www.gov.pl');
  });

  it('shows typed markup as text and links nothing but http(s)', () => {
    const { container } = render(
      <PlainText text={'<img src=x onerror=alert(1)> <script>alert(1)</script>\njavascript:alert(1)'} />,
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('p')?.textContent).toBe(
      '<img src=x onerror=alert(1)> <script>alert(1)</script>javascript:alert(1)',
    );
  });
});
