import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeHtml } from './safe-html';

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting', () => {
    expect(sanitizeHtml('<p>Hello <strong>big</strong> <em>world</em><br></p><ul><li>one</li></ul>')).toEqual(
      [
        {
          tag: 'p',
          children: [
            'Hello ',
            { tag: 'strong', children: ['big'] },
            ' ',
            { tag: 'em', children: ['world'] },
            { tag: 'br', children: [] },
          ],
        },
        { tag: 'ul', children: [{ tag: 'li', children: ['one'] }] },
      ],
    );
  });

  it('drops scripts, event handlers and unknown elements but keeps their text', () => {
    const nodes = sanitizeHtml(
      '<p onclick="alert(1)">a<script>alert(2)</script><span style="x">b</span><img src=x onerror=alert(3)></p>',
    );
    expect(nodes).toEqual([{ tag: 'p', children: ['a', 'b'] }]);
  });

  it('drops styles, templates, SVG and MathML with their content, and reads <b> and <i> as strong and em', () => {
    expect(
      sanitizeHtml(
        '<style>p{}</style><template>t</template><svg><text>s</text></svg><math><mi>m</mi></math><b>bold</b><i>it</i>',
      ),
    ).toEqual([
      { tag: 'strong', children: ['bold'] },
      { tag: 'em', children: ['it'] },
    ]);
  });

  it('keeps only safe link targets', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toEqual([
      { tag: 'a', href: undefined, children: ['x'] },
    ]);
    expect(safeHref('https://example.com')).toBe('https://example.com');
    expect(safeHref('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(safeHref('/market')).toBe('/market');
    expect(safeHref('//evil.example')).toBeUndefined();
    expect(safeHref(' JaVaScRiPt:alert(1)')).toBeUndefined();
  });
});
