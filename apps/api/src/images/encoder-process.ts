import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ENCODER_NICE_ENV, type EncodeReply, type EncodeRequest, type EncodeSource } from './image-encoder';

/**
 * The API's side of the image encoder (image-encoder.ts): one long-lived child process, started
 * on the first image, that decodes and re-encodes pixels at a lower CPU priority than the API.
 *
 * Why a process (issue 18, item 4): libvips keeps a core busy for about half a second per 40 MP
 * image. In the API's own process that core competed evenly with sign-in's argon2 and with the
 * request handling, and sign-in's p99 rose above 100 ms during four parallel worst-case uploads.
 * A process can run at a higher nice value as a whole; the scheduler then gives the API's threads
 * the CPU whenever they want it, and the encoder the rest. It also keeps a crash or a runaway
 * decode out of the API: the request fails, the encoder is started again for the next image.
 */

/** The encoder's nice value: 10 leaves it about a tenth of a core against a busy API thread. */
export const IMAGE_ENCODER_NICE = 10;

/** One image takes about half a second; a minute means the encoder is stuck: it is killed. */
const ENCODE_TIMEOUT_MS = 60_000;

/**
 * The encoder's JavaScript heap is tiny (the pixels live outside it): a 2 MB young generation
 * instead of V8's default 16 MB semi-spaces keeps tens of MB of its resident memory free.
 */
const ENCODER_V8_FLAGS = ['--expose-gc', '--max-semi-space-size=2'];

/**
 * The encoder's code: beside this module under tsx and Jest (TypeScript), beside main.js in the
 * built bundle (build-api.mjs). `--expose-gc`: the encoder collects its garbage after each image
 * (image-encoder.ts says why).
 */
function encoderEntry(): { file: string; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return { file: fileURLToPath(new URL('./image-encoder.ts', here)), execArgv: ['--import', 'tsx', ...ENCODER_V8_FLAGS] };
  return { file: fileURLToPath(new URL('./image-encoder.js', here)), execArgv: ['--enable-source-maps', ...ENCODER_V8_FLAGS] };
}

/**
 * The encoder needs no secret of the API: it gets only what Node and the system need, the
 * allocator setting production uses (docs/deployment.md) and its nice value.
 */
function encoderEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { [ENCODER_NICE_ENV]: String(IMAGE_ENCODER_NICE) };
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'NODE_ENV', 'MALLOC_ARENA_MAX']) {
    if (process.env[name] !== undefined) env[name] = process.env[name];
  }
  return env;
}

interface Pending {
  resolve: (reply: EncodeReply) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

class EncoderProcess {
  private child: ChildProcess | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  /** The encoder's process id, once started (tests and metrics). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  encode(source: EncodeSource): Promise<EncodeReply> {
    const child = this.child ?? this.start();
    const id = this.nextId++;
    return new Promise<EncodeReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.settle(id, new Error(`image encoder did not answer within ${ENCODE_TIMEOUT_MS} ms`));
        child.kill('SIGKILL');
      }, ENCODE_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      this.holdOpen(child, true);
      child.send({ id, ...source } satisfies EncodeRequest, (error) => {
        if (error) this.settle(id, new Error(`image encoder unreachable: ${error.message}`));
      });
    });
  }

  private start(): ChildProcess {
    const { file, execArgv } = encoderEntry();
    const child = fork(file, [], {
      execArgv,
      env: encoderEnv(),
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (reply: EncodeReply) => this.settle(reply.id, undefined, reply));
    const gone = (why: string) => {
      if (this.child === child) this.child = undefined;
      for (const id of [...this.pending.keys()]) this.settle(id, new Error(`image encoder ${why}`));
    };
    child.on('exit', (code, signal) => gone(`exited (${signal ?? code})`));
    child.on('error', (error) => gone(`failed: ${error.message}`));
    this.child = child;
    return child;
  }

  private settle(id: number, error?: Error, reply?: EncodeReply): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    clearTimeout(pending.timer);
    if (this.child && this.pending.size === 0) this.holdOpen(this.child, false);
    if (error) pending.reject(error);
    else if (reply) pending.resolve(reply);
  }

  /**
   * While images are in work the encoder keeps the API's event loop alive; when idle it does
   * not, so a test run or a shutting-down API is never held open by it (the encoder then sees
   * its channel close and exits).
   */
  private holdOpen(child: ChildProcess, busy: boolean): void {
    const channel = child.channel as { ref(): void; unref(): void } | undefined;
    if (busy) {
      child.ref();
      channel?.ref();
    } else {
      child.unref();
      channel?.unref();
    }
  }
}

const encoder = new EncoderProcess();

/**
 * Decodes and re-encodes one image in the encoder process (one at a time: process-image.ts
 * queues): bytes sent over IPC, or a file's path, which the encoder reads itself.
 */
export const encodeInEncoderProcess = (source: EncodeSource): Promise<EncodeReply> => encoder.encode(source);

/** The encoder's process id, undefined before the first image (tests). */
export const imageEncoderPid = (): number | undefined => encoder.pid;
