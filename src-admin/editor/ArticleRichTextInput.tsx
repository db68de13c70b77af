import { useEffect, useMemo, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import type { EditorOptions } from '@tiptap/react';
import { RichTextInput } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';
import { EDITOR_HELP } from '../../shared/richText/commands';
import { articleExtensions } from '../../shared/richText/extensions';
import { AdminEditorToolbar } from './AdminEditorToolbar';

const EDITOR_ID = 'blog-post-content';
const HELP_ID = `${EDITOR_ID}-help`;

/**
 * The article's content in the back office: react-admin's RichTextInput with the public editor's TipTap extensions
 * (shared/richText/extensions.ts), so an admin's edit makes the same HTML an author's does. Loaded lazily.
 */
export default function ArticleRichTextInput({ source }: { source: string }) {
  const translate = useTranslate();
  const label = translate(`resources.blog_posts.fields.${source}`);
  const linkOpener = useRef<(() => void) | null>(null);
  // Stable options: RichTextInput makes a new editor whenever they change.
  const editorOptions = useMemo<Partial<EditorOptions>>(
    () => ({
      extensions: articleExtensions(),
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          'aria-describedby': HELP_ID,
          class: 'article-content',
        },
        handleKeyDown: (_view, event) => {
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
            event.preventDefault();
            linkOpener.current?.();
            return true;
          }
          if (event.altKey && event.key === 'F10') {
            event.preventDefault();
            document.querySelector<HTMLElement>(`[aria-controls="${EDITOR_ID}"] [tabindex="0"]`)?.focus();
            return true;
          }
          return false;
        },
      },
    }),
    [label],
  );
  const root = useRef<HTMLDivElement>(null);
  // RichTextInput gives the editor's plain wrapper <div> aria-labelledby (pointing at the whole field): ARIA does not
  // allow naming a generic element (IBM aria_attribute_valid). The editable area itself is named and described above.
  // The input renders its parts on its own (the editor loads after the field), so a one-off removal is not enough: the
  // attribute is taken off whenever it appears.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const unlabel = () =>
      element.querySelector('.RaRichTextInput-editorContent[aria-labelledby]')?.removeAttribute('aria-labelledby');
    unlabel();
    const observer = new MutationObserver(unlabel);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-labelledby'],
    });
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={root}>
      <RichTextInput
        source={source}
        id={EDITOR_ID}
        editorOptions={editorOptions}
        toolbar={
          <>
            <AdminEditorToolbar controls={EDITOR_ID} linkOpener={linkOpener} />
            <Typography id={HELP_ID} variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {EDITOR_HELP}
            </Typography>
          </>
        }
      />
    </Box>
  );
}
