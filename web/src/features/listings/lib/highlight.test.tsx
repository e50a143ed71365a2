import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlighted, parseHighlight } from './highlight';

describe('the search highlight', () => {
  it('turns <mark> into marks and keeps the rest as text', () => {
    expect(parseHighlight('Школа <mark>робото</mark>техники')).toEqual([
      { text: 'Школа ', mark: false },
      { text: 'робото', mark: true },
      { text: 'техники', mark: false },
    ]);
  });

  it('decodes the entities the server escaped, once', () => {
    expect(parseHighlight('a &lt;b&gt; &amp;amp; &quot;c&quot; &#39;d&#39;')).toEqual([
      { text: `a <b> &amp; "c" 'd'`, mark: false },
    ]);
  });

  it('renders only <mark> elements, whatever the text holds', () => {
    const { container } = render(
      <p>
        <Highlighted
          html={
            '<mark>x</mark><img src=x onerror=alert(1)>&lt;script&gt;alert(2)&lt;/script&gt;<b>y</b><mark onclick="z">w</mark>'
          }
        />
      </p>,
    );
    const p = container.querySelector('p') as HTMLElement;
    expect(p.querySelectorAll('*')).toHaveLength(1);
    expect(p.querySelector('mark')?.textContent).toBe('x');
    expect(p.querySelector('img, script, b')).toBeNull();
    expect(p.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(p.textContent).toContain('<script>alert(2)</script>');
  });
});
