import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import ImageIcon from '@mui/icons-material/Image';
import LinkIcon from '@mui/icons-material/Link';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import type { ReactNode } from 'react';
import type { ToolbarKey } from '../../shared/richText/commands';

/**
 * What each toolbar button of the back office's editor shows, hidden from screen readers (MUI's icons are
 * aria-hidden; the button's name says it): MUI's SVG icons, and letters where no icon tells the headings apart.
 */
export const ADMIN_TOOLBAR_ICONS: Record<ToolbarKey, ReactNode> = {
  paragraph: '¶',
  h2: 'H2',
  h3: 'H3',
  bold: <FormatBoldIcon fontSize="small" />,
  italic: <FormatItalicIcon fontSize="small" />,
  bulletList: <FormatListBulletedIcon fontSize="small" />,
  orderedList: <FormatListNumberedIcon fontSize="small" />,
  blockquote: <FormatQuoteIcon fontSize="small" />,
  link: <LinkIcon fontSize="small" />,
  image: <ImageIcon fontSize="small" />,
  undo: <UndoIcon fontSize="small" />,
  redo: <RedoIcon fontSize="small" />,
};
