import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { checkEditorLink } from '../../shared/richText/dialogRules';
import type { LinkValues } from '../../shared/richText/editorActions';
import { EDITOR_TEXTS } from '../../shared/richText/messages';

interface AdminLinkDialogProps {
  initial: LinkValues;
  canRemove: boolean;
  onSave: (values: LinkValues) => void;
  onRemove: () => void;
  onClose: () => void;
}

const FIELD_IDS = { href: 'admin-editor-link-href', text: 'admin-editor-link-text' } as const;

/** The back office's link dialog: the public editor's fields, checks and texts in MUI. */
export function AdminLinkDialog({ initial, canRemove, onSave, onRemove, onClose }: AdminLinkDialogProps) {
  const titleId = useId();
  const [href, setHref] = useState(initial.href);
  const [text, setText] = useState(initial.text);
  const [errors, setErrors] = useState<{ href?: string; text?: string }>({});

  const submit = (event: FormEvent) => {
    // The dialog is portalled out of the edit form, but React still bubbles its submit there.
    event.preventDefault();
    event.stopPropagation();
    const checked = checkEditorLink({ href, text });
    setErrors(checked.errors);
    if (!checked.href || !checked.valid) {
      document.getElementById(checked.errors.href ? FIELD_IDS.href : FIELD_IDS.text)?.focus();
      return;
    }
    onSave({ href: checked.href, text: checked.text });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{canRemove ? EDITOR_TEXTS.editLinkTitle : EDITOR_TEXTS.insertLinkTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              id={FIELD_IDS.href}
              label={EDITOR_TEXTS.linkAddress}
              required
              autoFocus
              type="url"
              placeholder="https://"
              value={href}
              error={Boolean(errors.href)}
              helperText={errors.href ?? EDITOR_TEXTS.linkAddressHint}
              onChange={(event) => setHref(event.target.value)}
            />
            <TextField
              id={FIELD_IDS.text}
              label={EDITOR_TEXTS.linkText}
              required
              value={text}
              error={Boolean(errors.text)}
              helperText={errors.text ?? EDITOR_TEXTS.linkTextHint}
              onChange={(event) => setText(event.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{EDITOR_TEXTS.cancel}</Button>
          {canRemove && <Button onClick={onRemove}>{EDITOR_TEXTS.removeLink}</Button>}
          <Button type="submit" variant="contained">
            {EDITOR_TEXTS.saveLink}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
