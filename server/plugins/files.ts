import path from 'node:path';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { FileStore } from '../domain/files/store';

/** Multipart parsing and the file store under <data>/files. */
export default fp(
  async (app) => {
    await app.register(multipart, { limits: { fileSize: app.config.maxUploadBytes, files: 1 } });
    app.decorate('files', new FileStore(path.join(app.config.dataDir, 'files')));
  },
  { name: 'files' },
);

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}
