import { Fragment } from 'react';

/** A piece of highlighted text: plain, or a match the server wrapped in <mark>. */
export interface HighlightPart {
  text: string;
  mark: boolean;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  '#x27': "'",
  '#34': '"',
};

/** Turns the entities the server escapes back into characters (React escapes them again). */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|apos|#39|#x27|#34);/g,
    (_, name: string) => ENTITIES[name] ?? '',
  );
}

/**
 * Splits the server's highlight (HTML-escaped text with <mark>…</mark> around matches) into
 * parts. Only <mark> and </mark> are understood; any other markup stays literal text, so nothing
 * but marks can ever reach the page.
 */
export function parseHighlight(html: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let mark = false;
  for (const token of html.split(/(<\/?mark>)/i)) {
    const lower = token.toLowerCase();
    if (lower === '<mark>') mark = true;
    else if (lower === '</mark>') mark = false;
    else if (token) {
      const text = decodeEntities(token);
      const last = parts.at(-1);
      if (last && last.mark === mark) last.text += text;
      else parts.push({ text, mark });
    }
  }
  return parts;
}

/** Renders a server highlight with <mark> elements and text nodes only (no innerHTML). */
export function Highlighted({ html }: { html: string }) {
  return (
    <>
      {parseHighlight(html).map((part, index) =>
        part.mark ? (
          <mark key={index}>{part.text}</mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
