import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';

/**
 * The TipTap configuration of the article editor. It makes only elements the server's allow-list keeps
 * (server/blog/sanitize.ts): paragraphs, h2/h3, bold, italic, lists, links, quotes, images and line breaks.
 */
export function articleExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      // An empty paragraph the editor would add after a final image or list is not the author's text.
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: true,
        protocols: ['mailto'],
        // The sanitiser writes rel="noopener noreferrer" and drops target: the editor writes the same.
        HTMLAttributes: { rel: 'noopener noreferrer', target: null, class: null },
      },
    }),
    Image.configure({ inline: false }),
  ];
}
