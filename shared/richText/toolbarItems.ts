import type { Editor } from '@tiptap/core';
import { FORMAT_COMMANDS, HISTORY_COMMANDS, LINK_SHORTCUT, type EditorCommand, type ToolbarKey } from './commands.js';
import { EDITOR_TEXTS } from './messages.js';

/** One button of either editor's toolbar, in the state it has where the cursor is. */
export interface ToolbarItem {
  key: ToolbarKey;
  label: string;
  shortcut?: { text: string; aria: string };
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
}

function itemOf(command: EditorCommand, editor: Editor): ToolbarItem {
  return {
    key: command.key,
    label: command.label,
    shortcut: command.shortcut,
    pressed: command.isActive?.(editor),
    disabled: command.isDisabled?.(editor),
    run: () => command.run(editor),
  };
}

/** The toolbar of both editors, in order: formatting, link, image, undo and redo. */
export function toolbarItems(editor: Editor, dialogs: { onLink: () => void; onImage: () => void }): ToolbarItem[] {
  return [
    ...FORMAT_COMMANDS.map((command) => itemOf(command, editor)),
    {
      key: 'link',
      label: EDITOR_TEXTS.link,
      shortcut: LINK_SHORTCUT,
      pressed: editor.isActive('link'),
      run: dialogs.onLink,
    },
    { key: 'image', label: EDITOR_TEXTS.image, run: dialogs.onImage },
    ...HISTORY_COMMANDS.map((command) => itemOf(command, editor)),
  ];
}

/** A button's name with its shortcut, as it is shown in the tooltip and read out. */
export const itemName = (item: ToolbarItem) => (item.shortcut ? `${item.label} (${item.shortcut.text})` : item.label);
