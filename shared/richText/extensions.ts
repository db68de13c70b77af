import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';

/**
 * The one TipTap configuration of the article editor, used by the public article form and the back office's
 * rich-text input, so both write the same HTML. It makes only elements the server's allow-list keeps
 * (server/blog/sanitize.ts): paragraphs, h2/h3, bold, italic, lists, links, quotes, images, line breaks.
 */
export function articleExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
    }),
    Link.configure({
      openOnClick: false,
      autolink: true,
      protocols: ['mailto'],
      // The sanitiser writes rel="noopener noreferrer" and drops target: the editor writes the same.
      HTMLAttributes: { rel: 'noopener noreferrer', target: null, class: null },
    }),
    Image.configure({ inline: false }),
  ];
}
