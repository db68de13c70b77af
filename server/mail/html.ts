import { escapeMarkup } from '../pages/escape.js';
import type { MailMessage } from './mailer.js';

/** One part of a message, written once and rendered both as plain text and as HTML. */
export type MailBlock =
  | string
  | { heading: string }
  | { facts: [label: string, value: string][] }
  | { link: string; text: string }
  | { list: MailListItem[] };

/** One entry of a list (an offer of a digest): its name as the link's text, and a line about it. */
export interface MailListItem {
  text: string;
  link: string;
  detail?: string;
}

const listItemText = (item: MailListItem) =>
  [`- ${item.text}`, item.detail && `  ${item.detail}`, `  ${item.link}`].filter(Boolean).join('\n');

function listItemHtml(item: MailListItem): string {
  const link = `<a href="${escapeMarkup(item.link)}" style="color:#0b4f9c;text-decoration:underline">${escapeMarkup(item.text)}</a>`;
  const detail = item.detail ? `<br>${escapeMarkup(item.detail)}` : '';
  return `<li style="margin:0 0 0.75em 0">${link}${detail}</li>`;
}

function blockText(block: MailBlock): string {
  if (typeof block === 'string') return block;
  if ('heading' in block) return block.heading;
  if ('facts' in block) return block.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
  if ('list' in block) return block.list.map(listItemText).join('\n\n');
  return `${block.text}:\n${block.link}`;
}

function blockHtml(block: MailBlock): string {
  if (typeof block === 'string') return `<p>${escapeMarkup(block).replace(/\n/g, '<br>')}</p>`;
  if ('heading' in block)
    return `<h2 style="font-size:1.15em;margin:1.5em 0 0.5em">${escapeMarkup(block.heading)}</h2>`;
  if ('facts' in block) {
    const rows = block.facts
      .map(
        ([label, value]) =>
          `<dt style="font-weight:bold">${escapeMarkup(label)}</dt><dd style="margin:0 0 0.75em 0">${escapeMarkup(value).replace(/\n/g, '<br>')}</dd>`,
      )
      .join('');
    return `<dl>${rows}</dl>`;
  }
  if ('list' in block) return `<ul style="padding-left:1.25em">${block.list.map(listItemHtml).join('')}</ul>`;
  return `<p><a href="${escapeMarkup(block.link)}" style="color:#0b4f9c;text-decoration:underline">${escapeMarkup(block.text)}</a></p>`;
}

/**
 * A message in plain text and in accessible HTML (language set, a real heading, a definition list for the facts,
 * link text that says where it leads, dark text on white, no images, no layout tables) from the same blocks.
 */
export function composeMail(
  to: string,
  subject: string,
  blocks: MailBlock[],
  extra: Pick<MailMessage, 'link' | 'replyTo' | 'headers'> = {},
): MailMessage {
  const html = [
    '<!doctype html>',
    '<html lang="pl">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeMarkup(subject)}</title></head>`,
    '<body style="margin:0;padding:1em;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    `<div style="max-width:40em"><h1 style="font-size:1.4em">${escapeMarkup(subject)}</h1>`,
    ...blocks.map(blockHtml),
    '</div></body></html>',
  ].join('\n');
  return { to, subject, text: blocks.map(blockText).join('\n\n'), html, ...extra };
}
