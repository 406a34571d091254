/**
 * @jest-environment node
 */
import { Readable } from 'node:stream';
import { injectBeforeHeadEnd } from '../../../tools/web-app-kit/ssr/styled-document';

async function run(chunks: string[], html: string): Promise<string> {
  const out: Buffer[] = [];
  // Chunks as bytes, split wherever the test says (even inside a multi-byte letter).
  const source = Readable.from(chunks.map((chunk) => Buffer.from(chunk, 'latin1')));
  const stream = source.pipe(injectBeforeHeadEnd(html));
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

describe('styled-components style tags in <head> (no flash of unstyled content)', () => {
  it('writes the tags just before </head>, even when </head> is split across chunks', async () => {
    const result = await run(['<!DOCTYPE html><html><head><title>x</title></he', 'ad><body>ok</body></html>'], '<style>a{}</style>');
    expect(result).toBe('<!DOCTYPE html><html><head><title>x</title><style>a{}</style></head><body>ok</body></html>');
  });

  it('keeps multi-byte letters intact when a chunk ends inside one', async () => {
    const bytes = Buffer.from('<html><head><title>Ąžuolas</title></head><body>ž</body></html>', 'utf8');
    const cut = bytes.indexOf(Buffer.from('ž', 'utf8')) + 1; // inside "ž"
    const result = await run([bytes.subarray(0, cut).toString('latin1'), bytes.subarray(cut).toString('latin1')], '<style/>');
    expect(result).toBe('<html><head><title>Ąžuolas</title><style/></head><body>ž</body></html>');
  });
});
