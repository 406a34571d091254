/**
 * @jest-environment node
 */
// The build plugin shared by the web apps' vite.config.ts.
import { minifyCssPiece, styledComponentIds } from './styled-ids';

describe('minifyCssPiece (CSS of styled templates)', () => {
  it('drops comments and the whitespace CSS ignores, keeps what separates values', () => {
    expect(minifyCssPiece('\n  display: flex;\n  /* a note */\n  margin: 0 auto;\n  &:hover {\n    color: red;\n  }\n')).toBe(
      ' display:flex;margin:0 auto;&:hover{color:red;}',
    );
    expect(minifyCssPiece('width: calc(100% - 92px);')).toBe('width:calc(100% - 92px);');
  });

  it('keeps a space before a pseudo-class (a descendant selector) and text inside quotes', () => {
    expect(minifyCssPiece('a :hover { content: "  two  spaces  "; }')).toBe('a :hover{content:"  two  spaces  ";}');
  });

  it('keeps the single space between two interpolations', () => {
    expect(minifyCssPiece(' ')).toBe(' ');
  });
});

describe('styledComponentIds plugin', () => {
  async function transform(code: string, names = false): Promise<string> {
    const plugin = styledComponentIds({ root: '/repo', names });
    const hook = plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>;
    const result = await hook.call({}, code, '/repo/libs/ui/src/lib/x/X.tsx');
    return result?.code ?? '';
  }

  it('marks module-level styled definitions pure and gives them a stable short id', async () => {
    const out = await transform("import styled from 'styled-components';\nexport const Box = styled.div`\n  color: red;\n`;\n");
    expect(out).toMatch(/\/\*#__PURE__\*\/\s*\(\(\) => styled\.div\.withConfig\(\{\s*componentId: "sc-[\w-]{6}"\s*\}\)`color:red;`\)\(\)/);
    expect(await transform("import styled from 'styled-components';\nexport const Box = styled.div`\n  color: red;\n`;\n")).toBe(out);
  });

  it('names the id after the variable when asked (development)', async () => {
    const out = await transform("import styled from 'styled-components';\nconst Box = styled.div`color: red;`;\n", true);
    expect(out).toMatch(/componentId: "Box-[\w-]{8}"/);
  });

  it('leaves styled definitions inside functions unwrapped', async () => {
    const out = await transform("import styled from 'styled-components';\nfunction make() {\n  return styled.div`color: red;`;\n}\n");
    expect(out).not.toContain('__PURE__');
    expect(out).toContain('withConfig');
  });
});
