/** A nested record of Polish messages, the shape polyglot reads (`resources.offers.fields.title`). */
export interface MessageTree {
  [key: string]: string | MessageTree;
}
