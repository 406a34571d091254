import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_ENCODER_NICE, imageEncoderPid } from '../../src/images/encoder-process';
import { processImage } from '../../src/images/process-image';
import { GREEN, RED, png } from '../listings/listing-helpers';

/**
 * Issue 18, item 4: images are decoded and re-encoded in their own process at a lower CPU
 * priority, so sign-in keeps its latency during uploads (measured by tools/bench/uploads). These
 * tests hold the mechanism: another process, every thread of it niced, no secrets handed to it,
 * and a dead encoder fails only the image in work and is started again for the next one.
 */

let red: Buffer;
let green: Buffer;
let large: Buffer;

beforeAll(async () => {
  [red, green, large] = await Promise.all([png(320, 240, RED), png(320, 240, GREEN), png(6000, 4000, GREEN)]);
});

const threadsOf = (pid: number) => readdirSync(`/proc/${pid}/task`).map(Number);

describe('the image encoder process', () => {
  it('is another process, every one of its threads (libvips’ too, after an image) at the encoder’s nice value', async () => {
    await processImage(red);
    const pid = imageEncoderPid() ?? 0;
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
    expect(IMAGE_ENCODER_NICE).toBeGreaterThan(0);
    const threads = threadsOf(pid);
    expect(threads.length).toBeGreaterThan(1);
    expect(threads.map((thread) => getPriority(thread))).toEqual(threads.map(() => IMAGE_ENCODER_NICE));
    // The API itself keeps its own priority.
    expect(getPriority(process.pid)).toBe(0);
  });

  it('gets no secret of the API: only the variables Node and the allocator need, and its nice value', async () => {
    process.env.JWT_SECRET_FOR_THIS_TEST = 'must-not-reach-the-encoder';
    try {
      await processImage(green);
      const names = readFileSync(`/proc/${imageEncoderPid()}/environ`, 'utf8').split('\0').filter(Boolean).map((entry) => entry.split('=')[0]);
      expect(names).toContain('RATAI_IMAGE_ENCODER_NICE');
      expect(names.filter((name) => !['PATH', 'HOME', 'TMPDIR', 'LANG', 'NODE_ENV', 'MALLOC_ARENA_MAX', 'RATAI_IMAGE_ENCODER_NICE', 'NODE_CHANNEL_FD', 'NODE_CHANNEL_SERIALIZATION_MODE'].includes(name))).toEqual([]);
    } finally {
      delete process.env.JWT_SECRET_FOR_THIS_TEST;
    }
  });

  it('when it dies mid-image, that image fails (no hang) and the next image is encoded by a new encoder', async () => {
    await processImage(red);
    const first = imageEncoderPid() ?? 0;
    expect(first).toBeGreaterThan(0);
    // Large enough to take the encoder a while (a small one could be done before the kill).
    const inWork = processImage(large);
    // Give the request a moment to reach the encoder, then kill it as the kernel's OOM killer would.
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.kill(first, 'SIGKILL');
    await expect(inWork).rejects.toThrow(/^image encoder (exited|unreachable)/);
    const next = await processImage(red);
    expect(next.width).toBe(320);
    expect(imageEncoderPid()).not.toBe(first);
  });

  it('reads an uploaded file itself (its path is all the API sends) to the same image as its bytes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ratai-encoder-test-'));
    try {
      const file = path.join(dir, 'spooled');
      await writeFile(file, red, { mode: 0o600 });
      expect((await processImage({ path: file, size: red.length })).hash).toBe((await processImage(red)).hash);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
