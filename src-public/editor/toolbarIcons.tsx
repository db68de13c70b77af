import type { ReactNode } from 'react';
import type { ToolbarKey } from '../../shared/richText/commands';
import { Pictogram } from '../components/Pictogram';

/**
 * What each toolbar button shows, hidden from screen readers (the button's name says it): letters and punctuation
 * every text font has, and the portal's pictograms where a symbol would need an emoji font (docs/dostepnosc.md).
 */
export const TOOLBAR_ICONS: Record<ToolbarKey, ReactNode> = {
  paragraph: '¶',
  h2: 'H2',
  h3: 'H3',
  bold: 'B',
  italic: 'I',
  bulletList: '•',
  orderedList: '1.',
  blockquote: '“',
  link: <Pictogram name="link" />,
  image: <Pictogram name="image" />,
  undo: <Pictogram name="undo" />,
  redo: <Pictogram name="redo" />,
};
