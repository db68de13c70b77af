import type { Editor } from '@tiptap/react';
import { EDITOR_TEXTS } from '../../shared/richText/messages';
import { itemName, toolbarItems } from '../../shared/richText/toolbarItems';
import { useToolbarKeys } from '../../shared/richText/useToolbarKeys';
import { TOOLBAR_ICONS } from './toolbarIcons';

interface ToolbarProps {
  editor: Editor;
  controls: string;
  onLink: () => void;
  onImage: () => void;
}

/**
 * The editor's toolbar (WAI-ARIA toolbar pattern): one Tab stop, arrows move between the buttons, Home and End
 * go to the first and last. Each button is named in Polish with its shortcut (also as aria-keyshortcuts).
 */
export function EditorToolbar({ editor, controls, onLink, onImage }: ToolbarProps) {
  const items = toolbarItems(editor, { onLink, onImage });
  const { onKeyDown, buttonProps } = useToolbarKeys(items.length);

  return (
    <div
      role="toolbar"
      aria-label={EDITOR_TEXTS.toolbar}
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
          title={itemName(item)}
          onClick={() => {
            if (!item.disabled) item.run();
          }}
        >
          <span aria-hidden="true">{TOOLBAR_ICONS[item.key]}</span>
          <span className="visually-hidden">{itemName(item)}</span>
        </button>
      ))}
    </div>
  );
}
