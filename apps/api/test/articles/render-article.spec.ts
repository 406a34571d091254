import { renderArticleHtml } from '../../src/modules/articles/render-article';

describe('renderArticleHtml', () => {
  it('renders headings, paragraphs, lists, emphasis, quotes and tables', () => {
    const html = renderArticleHtml(
      ['## Antraštė', '', 'Pastraipa su **paryškinimu** ir *kursyvu*.', '', '- vienas', '- du', '', '1. pirmas', '', '> Citata', '', '| A | B |', '|:--|--:|', '| 1 | 2 |'].join('\n'),
    );
    expect(html).toContain('<h2>Antraštė</h2>');
    expect(html).toContain('<strong>paryškinimu</strong>');
    expect(html).toContain('<em>kursyvu</em>');
    expect(html).toContain('<ul>\n<li>vienas</li>');
    expect(html).toContain('<ol>\n<li>pirmas</li>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<th align="left">A</th>');
    expect(html).toContain('<td align="right">2</td>');
  });

  it('drops scripts, iframes, images with handlers and every on* attribute', () => {
    const html = renderArticleHtml(
      [
        'Tekstas <script>alert("xss")</script> toliau.',
        '',
        '<img src="x" onerror="alert(1)">',
        '',
        '<p onclick="steal()" style="color:red">Pastraipa</p>',
        '',
        '<iframe src="https://blogas.lt"></iframe>',
        '',
        '<a href="https://ratai.lt" onmouseover="x()">nuoroda</a>',
      ].join('\n'),
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('alert');
    expect(html).not.toMatch(/onerror|onclick|onmouseover/i);
    expect(html).not.toMatch(/<iframe|<img|style=/i);
    expect(html).toContain('Tekstas  toliau.');
    expect(html).toContain('<p>Pastraipa</p>');
  });

  it('keeps safe links with rel="noopener" and strips dangerous targets', () => {
    const html = renderArticleHtml('[Ratai](https://ratai.lt) [vidinis](/straipsniai) [blogas](javascript:alert(1)) [duomenys](data:text/html,x)');
    expect(html).toContain('<a href="https://ratai.lt" rel="noopener">Ratai</a>');
    expect(html).toContain('<a href="/straipsniai" rel="noopener">vidinis</a>');
    expect(html).not.toMatch(/javascript:|data:/);
  });
});
