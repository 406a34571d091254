import { createHash } from 'node:crypto';
import path from 'node:path';
import { transformAsync, types as t, type PluginObj } from '@babel/core';
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
 * Applies to the app's and the libs' source files (the UI kit is compiled from source through the
 * tsconfig paths), never to node_modules.
 */
export function styledComponentIds({ root }: { root: string }): Plugin {
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
        plugins: [stableIds(relative)],
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

function stableIds(relativeFile: string) {
  return (): PluginObj => {
    let index = 0;
    return {
      name: 'ratai-styled-component-ids',
      visitor: {
        TaggedTemplateExpression(nodePath) {
          const { tag } = nodePath.node;
          if (!isStyledTag(tag)) return;
          const declarator = nodePath.parentPath.isVariableDeclarator() ? nodePath.parentPath.node : null;
          const name = declarator && t.isIdentifier(declarator.id) ? declarator.id.name : 'sc';
          const hash = createHash('sha1').update(`${relativeFile}:${index}`).digest('base64url').slice(0, 8);
          index += 1;
          const componentId = `${name}-${hash}`.replace(/[^a-zA-Z0-9_-]/g, '');
          nodePath.node.tag = t.callExpression(t.memberExpression(tag as t.Expression, t.identifier('withConfig')), [
            t.objectExpression([t.objectProperty(t.identifier('componentId'), t.stringLiteral(componentId))]),
          ]);
        },
      },
    };
  };
}
