import type { Editor } from '@tiptap/core';

/**
 * Every button of both editors' toolbars. Each app draws its own icon for a key (a letter, or an SVG rather than an
 * emoji, which shows as an empty box where no emoji font is installed).
 */
export type ToolbarKey =
  | 'paragraph'
  | 'h2'
  | 'h3'
  | 'bold'
  | 'italic'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote'
  | 'link'
  | 'image'
  | 'undo'
  | 'redo';

/** One toolbar button: its Polish name, the shortcut TipTap (or the editor) binds to it and what it does. */
export interface EditorCommand {
  key: ToolbarKey;
  label: string;
  /** Shown to people ("Ctrl+B") and given to assistive technology as aria-keyshortcuts ("Control+B"). */
  shortcut?: { text: string; aria: string };
  run: (editor: Editor) => void;
  /** Toggle buttons say whether they are on where the cursor is (aria-pressed). */
  isActive?: (editor: Editor) => boolean;
  isDisabled?: (editor: Editor) => boolean;
}

const shortcut = (text: string) => ({ text, aria: text.replace(/Ctrl/g, 'Control') });

export const FORMAT_COMMANDS: EditorCommand[] = [
  {
    key: 'paragraph',
    label: 'Akapit',
    shortcut: shortcut('Ctrl+Alt+0'),
    run: (editor) => editor.chain().focus().setParagraph().run(),
    isActive: (editor) => editor.isActive('paragraph'),
  },
  {
    key: 'h2',
    label: 'Śródtytuł',
    shortcut: shortcut('Ctrl+Alt+2'),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    isActive: (editor) => editor.isActive('heading', { level: 2 }),
  },
  {
    key: 'h3',
    label: 'Podtytuł',
    shortcut: shortcut('Ctrl+Alt+3'),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    isActive: (editor) => editor.isActive('heading', { level: 3 }),
  },
  {
    key: 'bold',
    label: 'Pogrubienie',
    shortcut: shortcut('Ctrl+B'),
    run: (editor) => editor.chain().focus().toggleBold().run(),
    isActive: (editor) => editor.isActive('bold'),
  },
  {
    key: 'italic',
    label: 'Kursywa',
    shortcut: shortcut('Ctrl+I'),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
    isActive: (editor) => editor.isActive('italic'),
  },
  {
    key: 'bulletList',
    label: 'Lista punktowana',
    shortcut: shortcut('Ctrl+Shift+8'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
    isActive: (editor) => editor.isActive('bulletList'),
  },
  {
    key: 'orderedList',
    label: 'Lista numerowana',
    shortcut: shortcut('Ctrl+Shift+7'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
    isActive: (editor) => editor.isActive('orderedList'),
  },
  {
    key: 'blockquote',
    label: 'Cytat',
    shortcut: shortcut('Ctrl+Shift+B'),
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
    isActive: (editor) => editor.isActive('blockquote'),
  },
];

export const LINK_SHORTCUT = shortcut('Ctrl+K');

export const HISTORY_COMMANDS: EditorCommand[] = [
  {
    key: 'undo',
    label: 'Cofnij',
    shortcut: shortcut('Ctrl+Z'),
    run: (editor) => editor.chain().focus().undo().run(),
    isDisabled: (editor) => !editor.can().undo(),
  },
  {
    key: 'redo',
    label: 'Ponów',
    shortcut: shortcut('Ctrl+Shift+Z'),
    run: (editor) => editor.chain().focus().redo().run(),
    isDisabled: (editor) => !editor.can().redo(),
  },
];

/** The editor's description, read with it: what it is and every shortcut the toolbar offers. */
export const EDITOR_HELP =
  'Edytor treści. Pasek narzędzi jest nad polem: przejdziesz do niego klawiszem Shift+Tab albo Alt+F10, ' +
  'a między przyciskami strzałkami. Skróty: Ctrl+B pogrubienie, Ctrl+I kursywa, Ctrl+Alt+2 śródtytuł, ' +
  'Ctrl+Alt+3 podtytuł, Ctrl+Alt+0 akapit, Ctrl+Shift+8 lista punktowana, Ctrl+Shift+7 lista numerowana, ' +
  'Ctrl+Shift+B cytat, Ctrl+K link, Ctrl+Z cofnij, Ctrl+Shift+Z ponów. Każde zdjęcie wymaga opisu.';
