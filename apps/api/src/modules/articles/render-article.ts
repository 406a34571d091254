import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Article Markdown → the HTML the site shows. Runs once, when an article is written (the seed
 * today, an editor later), and the result is stored in articles.content_html: readers get stored
 * HTML, never a render per request.
 *
 * Markdown may carry raw HTML, so marked's output is sanitised with an allow-list: text
 * structure (headings, paragraphs, lists, quotes, tables, emphasis, code) and links. Scripts,
 * iframes, images, styles and every on* attribute are dropped; links keep only http(s), mailto,
 * tel or relative targets and get rel="noopener".
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
    'p', 'br', 'hr',
    'ul', 'ol', 'li',
    'a', 'strong', 'em', 'b', 'i', 'del',
    'blockquote', 'code', 'pre',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    // marked writes column alignment of GFM tables as align="left|center|right".
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Script and style bodies go with their tags (sanitize-html's default nonTextTags, stated here on purpose).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }),
  },
};

export function renderArticleHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, OPTIONS).trim();
}
