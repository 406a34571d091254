import { mkdirSync } from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../http/errors';
import { createStorage } from './create-storage';
import { S3Storage } from './s3-storage';
import { DiskStorage, IMMUTABLE_CACHE_CONTROL, isStorageKey, type FileStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export interface StoragePluginOptions {
  /** A storage made by the caller (tests, the seed); it stays the caller's to close. Else one from app.config. */
  storage?: FileStorage;
}

/**
 * Decorates `app.storage` and serves the stored files at `/api/uploads/<key>` with a one-year
 * immutable Cache-Control (keys are content hashes):
 * - disk: straight from the directory (@fastify/static: ETag, Last-Modified, ranges);
 * - bucket: streamed from it, so image URLs work without a public bucket; with
 *   PUBLIC_IMAGE_BASE_URL the URLs point at the bucket or its CDN instead and this route only
 *   keeps older links alive.
 */
export const storagePlugin = fp(
  async (app: FastifyInstance, options: StoragePluginOptions) => {
    const storage = options.storage ?? createStorage(app.config);
    if (!options.storage) app.addHook('onClose', async () => storage.close());
    app.decorate('storage', storage);

    if (storage instanceof DiskStorage) {
      mkdirSync(storage.root, { recursive: true });
      await app.register(fastifyStatic, {
        root: storage.root,
        prefix: '/api/uploads/',
        immutable: true,
        maxAge: '365d',
        index: false,
        list: false,
        decorateReply: false,
      });
    } else if (storage instanceof S3Storage) {
      app.get('/api/uploads/*', { schema: { hide: true } }, async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        if (!isStorageKey(key)) throw notFound();
        let object: Awaited<ReturnType<S3Storage['read']>>;
        try {
          object = await storage.read(key, request.headers['if-none-match']);
        } catch (error) {
          request.log.error({ err: error, key }, 'bucket read failed');
          throw new HttpError(503, 'ServiceUnavailableError', 'Nuotrauka laikinai nepasiekiama. Bandykite vėliau.');
        }
        if (object === null) throw notFound();
        reply.header('cache-control', IMMUTABLE_CACHE_CONTROL);
        if (object === 'not-modified') return reply.code(304).send();
        reply.type(object.contentType);
        if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
        if (object.etag) reply.header('etag', object.etag);
        if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
        return reply.send(object.body);
      });
    }
  },
  { name: 'storage', decorators: { fastify: ['config'] } },
);
