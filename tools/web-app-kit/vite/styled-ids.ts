import { createHash } from 'node:crypto';
import path from 'node:path';
import { transformAsync, types as t, type NodePath, type PluginObj } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * Stable styled-components ids, the part of babel-plugin-styled-components we need (that package
 * is not installed here).
 *
 * Without it styled-components numbers its components in the order their modules run. The
 * server bundle runs every route's modules at start; the browser runs only the current route's,
 * so on any page but the first route the numbers — and the class names — differ, and hydration
 * reports mismatched `className`s. This plugin gives each `styled.x`…`` / `styled(X)`…`` its own
 * `componentId` from a hash of its file (relative to the workspace) and its position in the file,
 * the same on the server and in the browser.
 *
 * It also marks every module-level styled definition pure (what the plugin's `pure` option does):
 * `const X = styled.div`…`` becomes `const X = (() => styled.div`…`)()` with a `#__PURE__` comment. A tagged
 * template is a call the bundler must otherwise assume has side effects, so every styled component
 * of a module that is loaded at all stayed in the bundle, used or not; with the annotation an
 * unused one is dropped (the UI kit is one barrel, and each page uses a part of it). Only
 * top-level declarations are wrapped: inside functions nothing is tree-shaken anyway.
 *
 * And it minifies the CSS of those templates (what the plugin's `minify` option does): comments
 * go, whitespace runs become one space, and spaces next to `{ } ; : ,` go — outside quotes only,
 * never across an interpolation (a space between two interpolations stays). The CSS travels as
 * JavaScript strings in every chunk; its indentation was a noticeable part of them.
 *
 * Applies to the app's and the libs' source files (the UI kit is compiled from source through the
 * tsconfig paths), never to node_modules.
 */
export function styledComponentIds({ root, names = true }: { root: string; names?: boolean }): Plugin {
  return {
    name: 'ratai:styled-component-ids',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !code.includes('styled')) return null;
      const relative = path.relative(root, file).split(path.sep).join('/');
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [stableIds(relative, names)],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map ?? null };
    },
  };
}

/** `styled.div`, `styled(X)`, and either followed by `.attrs(…)`. */
function isStyledTag(tag: t.Node): boolean {
  if (t.isMemberExpression(tag) && t.isIdentifier(tag.object, { name: 'styled' })) return true;
  if (t.isCallExpression(tag) && t.isIdentifier(tag.callee, { name: 'styled' })) return true;
  if (t.isCallExpression(tag) && t.isMemberExpression(tag.callee) && t.isIdentifier(tag.callee.property, { name: 'attrs' })) {
    return isStyledTag(tag.callee.object);
  }
  return false;
}

/** Characters next to which whitespace means nothing in CSS (not `:` before: `a :hover`). */
const TIGHT_AFTER = '{};:,';
const TIGHT_BEFORE = '{};,';

/** Minifies one static piece of a CSS template (see the plugin's comment for the rules). */
export function minifyCssPiece(text: string): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      out += c;
      if (c === '\\' && i + 1 < text.length) out += text[++i];
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'") {
      quote = c;
      out += c;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end === -1) {
        out += text.slice(i);
        break;
      }
      i = end + 1;
      continue;
    }
    if (/\s/.test(c)) {
      while (i + 1 < text.length && /\s/.test(text[i + 1])) i++;
      const previous = out[out.length - 1];
      const next = text[i + 1];
      if ((previous !== undefined && TIGHT_AFTER.includes(previous)) || (next !== undefined && TIGHT_BEFORE.includes(next))) continue;
      out += ' ';
      continue;
    }
    out += c;
  }
  return out;
}

function minifyTemplate(quasi: t.TemplateLiteral): void {
  const last = quasi.quasis.length - 1;
  quasi.quasis.forEach((element, index) => {
    // The whole block's leading and trailing whitespace means nothing.
    const edges = (text: string) => {
      const start = index === 0 ? text.trimStart() : text;
      return index === last ? start.trimEnd() : start;
    };
    element.value.raw = edges(minifyCssPiece(element.value.raw));
    if (typeof element.value.cooked === 'string') element.value.cooked = edges(minifyCssPiece(element.value.cooked));
  });
}

/** `css`…``, `keyframes`…``, `createGlobalStyle`…``: pure helpers that need no id. */
const PURE_HELPERS = new Set(['css', 'keyframes', 'createGlobalStyle']);

/** A `const X = …` (possibly exported) directly in the module's body. */
function isTopLevelDeclaration(nodePath: NodePath<t.TaggedTemplateExpression>): boolean {
  const declarator = nodePath.parentPath;
  if (!declarator?.isVariableDeclarator() || declarator.node.init !== nodePath.node) return false;
  const declaration = declarator.parentPath;
  if (!declaration?.isVariableDeclaration()) return false;
  const owner = declaration.parentPath;
  return Boolean(owner?.isProgram() || (owner?.isExportNamedDeclaration() && owner.parentPath?.isProgram()));
}

/** `(() => expression)()` with a `#__PURE__` annotation. */
function pureIife(expression: t.Expression): t.CallExpression {
  const call = t.callExpression(t.arrowFunctionExpression([], expression), []);
  t.addComment(call, 'leading', '#__PURE__');
  return call;
}

/**
 * With `names`, ids read `Viewport-3kP9xQ2a` (the variable's name, for the browser's inspector);
 * without (production builds), `sc-3kP9xQ` — every id travels in the JavaScript, and a short one
 * keeps the first load smaller. Both are the same in the server and the browser bundle.
 */
function stableIds(relativeFile: string, names: boolean) {
  return (): PluginObj => {
    let index = 0;
    const wrapped = new WeakSet<t.Node>();
    const markPure = (nodePath: NodePath<t.TaggedTemplateExpression>) => {
      if (wrapped.has(nodePath.node) || !isTopLevelDeclaration(nodePath)) return;
      wrapped.add(nodePath.node);
      nodePath.replaceWith(pureIife(nodePath.node));
    };
    return {
      name: 'ratai-styled-component-ids',
      visitor: {
        TaggedTemplateExpression(nodePath) {
          if (wrapped.has(nodePath.node)) return;
          const { tag } = nodePath.node;
          if (t.isIdentifier(tag) && PURE_HELPERS.has(tag.name)) {
            minifyTemplate(nodePath.node.quasi);
            markPure(nodePath);
            return;
          }
          if (!isStyledTag(tag)) return;
          minifyTemplate(nodePath.node.quasi);
          const declarator = nodePath.parentPath.isVariableDeclarator() ? nodePath.parentPath.node : null;
          const name = declarator && t.isIdentifier(declarator.id) ? declarator.id.name : 'sc';
          const hash = createHash('sha1').update(`${relativeFile}:${index}`).digest('base64url').slice(0, 8);
          index += 1;
          const componentId = names ? `${name}-${hash}`.replace(/[^a-zA-Z0-9_-]/g, '') : `sc-${hash.slice(0, 6)}`;
          nodePath.node.tag = t.callExpression(t.memberExpression(tag as t.Expression, t.identifier('withConfig')), [
            t.objectExpression([t.objectProperty(t.identifier('componentId'), t.stringLiteral(componentId))]),
          ]);
          markPure(nodePath);
        },
      },
    };
  };
}
