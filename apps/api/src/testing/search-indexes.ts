import type { FastifyInstance } from 'fastify';

/** Until the app searches these shops in memory (it builds their indexes after start). */
export async function indexesReady(app: FastifyInstance, shops: string[]) {
  for (let waited = 0; !shops.every((shop) => app.productIndexes.isReady(shop)); waited += 20) {
    if (waited > 20_000) throw new Error('search indexes not built within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
