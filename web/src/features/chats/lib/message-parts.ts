import LinkifyIt from 'linkify-it';

/** A message's text cut into plain text and web links, for rendering as text and anchors only. */
export type MessagePart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const linkify = new LinkifyIt();
/** Only web links become anchors: never `javascript:`, `data:` or mail and file schemes. */
const SAFE_SCHEME = /^https?:\/\//i;

/**
 * Splits a message into text and links (linkify-it finds them, "www.x.kz" and "x.kz/path" too).
 * Nothing of the text is ever read as HTML: the parts are rendered as React text and anchors.
 */
export function messageParts(text: string): MessagePart[] {
  const matches = linkify.match(text) ?? [];
  const parts: MessagePart[] = [];
  let at = 0;
  for (const match of matches) {
    if (!SAFE_SCHEME.test(match.url)) continue;
    if (match.index > at) parts.push({ kind: 'text', text: text.slice(at, match.index) });
    // A link written without a scheme ("www.dana.kz") opens over HTTPS, as sites are served now.
    const href = match.schema === '' ? match.url.replace(/^http:/i, 'https:') : match.url;
    parts.push({ kind: 'link', text: match.text, href });
    at = match.lastIndex;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}
