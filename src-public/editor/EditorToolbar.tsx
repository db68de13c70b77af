import type { Editor } from '@tiptap/react';
import { useToolbarKeys } from '../../shared/richText/useToolbarKeys';
import { FORMAT_COMMANDS, HISTORY_COMMANDS, LINK_SHORTCUT, type EditorCommand } from '../../shared/richText/commands';

interface ToolbarProps {
  editor: Editor;
  controls: string;
  onLink: () => void;
  onImage: () => void;
}

interface ToolbarItem {
  key: string;
  label: string;
  icon: string;
  shortcut?: { text: string; aria: string };
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
}

function itemOf(command: EditorCommand, editor: Editor): ToolbarItem {
  return {
    key: command.key,
    label: command.label,
    icon: command.icon,
    shortcut: command.shortcut,
    pressed: command.isActive?.(editor),
    disabled: command.isDisabled?.(editor),
    run: () => command.run(editor),
  };
}

/**
 * The editor's toolbar (WAI-ARIA toolbar pattern): one Tab stop, arrows move between the buttons, Home and End
 * go to the first and last. Each button is named in Polish with its shortcut (also as aria-keyshortcuts).
 */
export function EditorToolbar({ editor, controls, onLink, onImage }: ToolbarProps) {
  const items: ToolbarItem[] = [
    ...FORMAT_COMMANDS.map((command) => itemOf(command, editor)),
    {
      key: 'link',
      label: 'Link',
      icon: '🔗',
      shortcut: LINK_SHORTCUT,
      pressed: editor.isActive('link'),
      run: onLink,
    },
    { key: 'image', label: 'Zdjęcie', icon: '🖼', run: onImage },
    ...HISTORY_COMMANDS.map((command) => itemOf(command, editor)),
  ];
  const { onKeyDown, buttonProps } = useToolbarKeys(items.length);

  return (
    <div
      role="toolbar"
      aria-label="Formatowanie treści"
      aria-controls={controls}
      className="editor-toolbar"
      onKeyDown={onKeyDown}
    >
      {items.map((item, index) => (
        <button
          key={item.key}
          {...buttonProps(index)}
          type="button"
          className="editor-button"
          aria-pressed={item.pressed === undefined ? undefined : item.pressed}
          aria-keyshortcuts={item.shortcut?.aria}
          // A disabled button stays focusable inside the toolbar, as the pattern recommends.
          aria-disabled={item.disabled || undefined}
          title={item.shortcut ? `${item.label} (${item.shortcut.text})` : item.label}
          onClick={() => {
            if (!item.disabled) item.run();
          }}
        >
          <span aria-hidden="true">{item.icon}</span>
          <span className="visually-hidden">
            {item.label}
            {item.shortcut ? ` (${item.shortcut.text})` : ''}
          </span>
        </button>
      ))}
    </div>
  );
}
