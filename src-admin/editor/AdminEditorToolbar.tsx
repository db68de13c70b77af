import { useState, type RefObject } from 'react';
import { Box, Button } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useEditorState } from '@tiptap/react';
import { useTiptapEditor } from 'ra-input-rich-text';
import {
  applyLink,
  insertImage,
  linkUnderCursor,
  removeLink,
  type LinkValues,
} from '../../shared/richText/editorActions';
import { EDITOR_TEXTS } from '../../shared/richText/messages';
import { itemName, toolbarItems } from '../../shared/richText/toolbarItems';
import { useToolbarKeys } from '../../shared/richText/useToolbarKeys';
import { ADMIN_TOOLBAR_ICONS } from './adminToolbarIcons';
import { AdminImageDialog } from './AdminImageDialog';
import { AdminLinkDialog } from './AdminLinkDialog';

type OpenDialog = { kind: 'link'; initial: LinkValues; canRemove: boolean } | { kind: 'image' } | null;

interface AdminEditorToolbarProps {
  /** The id of the editable area the toolbar formats. */
  controls: string;
  /** Filled with the link dialog's opener, for the editor's Ctrl+K. */
  linkOpener: RefObject<(() => void) | null>;
}

/**
 * The back office's toolbar for RichTextInput: the public editor's buttons (shared/richText), names and shortcuts,
 * the same WAI-ARIA toolbar keys and the same link and image dialogs, so both editors make the same HTML.
 */
export function AdminEditorToolbar({ controls, linkOpener }: AdminEditorToolbarProps) {
  const editor = useTiptapEditor();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Pressed and disabled states follow every change of the document and the selection.
  useEditorState({ editor, selector: (snapshot) => snapshot.transactionNumber });
  const openLink = () => {
    if (editor) setDialog({ kind: 'link', ...linkUnderCursor(editor) });
  };
  linkOpener.current = openLink;
  const items = editor ? toolbarItems(editor, { onLink: openLink, onImage: () => setDialog({ kind: 'image' }) }) : [];
  const { onKeyDown, buttonProps } = useToolbarKeys(items.length);
  if (!editor) return null;

  const close = () => setDialog(null);
  return (
    <>
      <Box
        role="toolbar"
        aria-label={EDITOR_TEXTS.toolbar}
        aria-controls={controls}
        onKeyDown={onKeyDown}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}
      >
        {items.map((item, index) => (
          <Button
            key={item.key}
            {...buttonProps(index)}
            size="small"
            variant={item.pressed ? 'contained' : 'outlined'}
            aria-pressed={item.pressed === undefined ? undefined : item.pressed}
            aria-keyshortcuts={item.shortcut?.aria}
            // A disabled button stays focusable inside the toolbar, as the pattern recommends.
            aria-disabled={item.disabled || undefined}
            title={itemName(item)}
            onClick={() => {
              if (!item.disabled) item.run();
            }}
            sx={{ minWidth: 40, fontWeight: 700, ...(item.disabled ? { opacity: 0.6 } : {}) }}
          >
            <Box component="span" aria-hidden="true" sx={{ display: 'inline-flex' }}>
              {ADMIN_TOOLBAR_ICONS[item.key]}
            </Box>
            <Box component="span" sx={visuallyHidden}>
              {itemName(item)}
            </Box>
          </Button>
        ))}
      </Box>
      {dialog?.kind === 'link' && (
        <AdminLinkDialog
          initial={dialog.initial}
          canRemove={dialog.canRemove}
          onSave={(values) => {
            applyLink(editor, values);
            close();
          }}
          onRemove={() => {
            removeLink(editor);
            close();
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'image' && (
        <AdminImageDialog
          onSave={(values) => {
            insertImage(editor, values);
            close();
          }}
          onClose={close}
        />
      )}
    </>
  );
}
