import { useRef, useState, type KeyboardEvent } from 'react';
import type { Editor } from '@tiptap/react';
import { FORMAT_COMMANDS, HISTORY_COMMANDS, LINK_SHORTCUT, type EditorCommand } from './editorCommands';

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
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
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

  const move = (index: number) => {
    const next = (index + items.length) % items.length;
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(current + 1),
      ArrowLeft: () => move(current - 1),
      Home: () => move(0),
      End: () => move(items.length - 1),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

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
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          className="editor-button"
          tabIndex={index === current ? 0 : -1}
          aria-pressed={item.pressed === undefined ? undefined : item.pressed}
          aria-keyshortcuts={item.shortcut?.aria}
          // A disabled button stays focusable inside the toolbar, as the pattern recommends.
          aria-disabled={item.disabled || undefined}
          title={item.shortcut ? `${item.label} (${item.shortcut.text})` : item.label}
          onFocus={() => setCurrent(index)}
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
