/**
 * The words of an article's (sanitised) HTML: each tag becomes a space, so that words on both sides of one stay
 * apart. A tag is `<` up to the next `>` with no `<` between: `<[^>]*>` would rescan the rest of the text from every
 * unclosed `<`, which is quadratic in its length.
 */
export const htmlText = (html: string): string => html.replace(/<[^<>]*>/g, ' ');
