import type { Editor } from '@tiptap/core';

export interface LinkValues {
  href: string;
  text: string;
}

export interface ImageValues {
  src: string;
  alt: string;
}

/** What the link dialog starts with: the link under the cursor (its whole text), or the selected text. */
export function linkUnderCursor(editor: Editor): { initial: LinkValues; canRemove: boolean } {
  if (editor.isActive('link')) editor.chain().extendMarkRange('link').run();
  const { from, to } = editor.state.selection;
  return {
    initial: {
      href: (editor.getAttributes('link').href as string | undefined) ?? '',
      text: editor.state.doc.textBetween(from, to, ' '),
    },
    canRemove: editor.isActive('link'),
  };
}

/** Links the selected text when the dialog kept it, otherwise writes the dialog's text as the link. */
export function applyLink(editor: Editor, { href, text }: LinkValues): void {
  const { from, to } = editor.state.selection;
  const selected = editor.state.doc.textBetween(from, to, ' ');
  const chain = editor.chain().focus();
  if (selected === text && from !== to) chain.setLink({ href }).run();
  else
    chain
      .insertContentAt({ from, to }, { type: 'text', text, marks: [{ type: 'link', attrs: { href } }] })
      .unsetMark('link')
      .run();
}

export function removeLink(editor: Editor): void {
  editor.chain().focus().extendMarkRange('link').unsetLink().run();
}

export function insertImage(editor: Editor, { src, alt }: ImageValues): void {
  editor.chain().focus().setImage({ src, alt }).run();
}
