/**
 * Fills the benchmark tenant (bench-bazaar, host bench.localhost) with a large synthetic catalogue:
 *   npm run seed:large -- --products 100000
 * It writes to the database the server would use (DATABASE_URL, else the embedded PGlite) and
 * replaces that tenant's earlier catalogue. The same seed gives the same catalogue on every run.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { ROLES, users } from '../../modules/auth/auth.tables.ts';
import { products } from '../../modules/catalog/catalog.tables.ts';
import {
  createCatalogImportService,
  type NewCategory,
  type NewProduct,
} from '../../modules/catalog/catalog-import.service.ts';
import { insertDemoReviews, type DemoReview } from '../../modules/reviews/reviews.service.ts';
import { customerHosts, customers } from '../../modules/tenants/tenants.tables.ts';
import { openDatabase, type Db } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { productImagePath } from './seed-catalog-writer.ts';
import { kesarHome } from './tenants/kesar-home.ts';
import { veeryaFlowtech } from './tenants/veerya-flowtech.ts';

export const BENCH_TENANT = { id: 'bench-bazaar', host: 'bench.localhost' } as const;

const ROOTS = ['Kitchen', 'Pumps', 'Valves', 'Storage', 'Tools', 'Lighting', 'Garden', 'Electrical'];
const GROUPS = ['Classic', 'Pro', 'Compact', 'Heavy Duty', 'Premium'];
const LEAVES = ['Small', 'Medium', 'Large', 'Industrial'];
const ADJECTIVES = [
  'Durable',
  'Stainless',
  'Compact',
  'Heavy',
  'Premium',
  'Classic',
  'Smart',
  'Rugged',
  'Slim',
  'Deluxe',
];
const MATERIALS = ['Steel', 'Copper', 'Brass', 'Cast Iron', 'Aluminium', 'Bronze', 'Polymer', 'Ceramic'];
const NOUNS = [
  'Pump',
  'Valve',
  'Kadai',
  'Cooker',
  'Bottle',
  'Jar',
  'Kettle',
  'Grinder',
  'Tawa',
  'Handi',
  'Motor',
  'Seal',
  'Impeller',
  'Lamp',
  'Drill',
  'Hose',
  'Switch',
  'Cable',
  'Sprinkler',
  'Container',
];
const BRANDS = [
  'Kesar',
  'Veerya',
  'Annapurna',
  'Tamrapatra',
  'FlowSafe',
  'Ghar Craft',
  'Shakti',
  'Nirmal',
  'Prabhat',
  'Sagar',
];
const PICTURES = [...kesarHome.catalog.products, ...veeryaFlowtech.catalog.products].map((product) =>
  productImagePath(
    product.sku.startsWith('KH-') ? kesarHome.customer.id : veeryaFlowtech.customer.id,
    product.sku,
  ),
);

/** mulberry32: small, fast and repeatable. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  return { next, int, pick };
}

const categoryTree = (): NewCategory[] =>
  ROOTS.map((root) => ({
    name: root,
    children: GROUPS.map((group) => ({
      name: `${group} ${root}`,
      children: LEAVES.map((leaf) => ({ name: `${leaf} ${group} ${root}` })),
    })),
  }));

function syntheticProduct(
  index: number,
  categoryId: string,
  random: ReturnType<typeof randomFrom>,
): NewProduct & { reviews: Omit<DemoReview, 'productId'>[] } {
  const noun = random.pick(NOUNS);
  const material = random.pick(MATERIALS);
  const size = random.int(1, 60);
  const name = `${random.pick(ADJECTIVES)} ${material} ${noun} ${size}`;
  const sku = `BB-${String(index).padStart(7, '0')}`;
  const sellPrice = random.int(99, 49_999) * 100;
  const onOffer = random.next() < 0.2;
  const common = {
    categoryId,
    sku,
    name,
    header: `${material} ${noun.toLowerCase()} for everyday use`,
    brandName: random.pick(BRANDS),
    make: 'Made in India',
    description: `A ${material.toLowerCase()} ${noun.toLowerCase()} of size ${size}, built for daily use in Indian homes and workshops.`,
    gstRate: random.pick([5, 12, 18, 28]),
    metrics: 'piece',
    lowStock: 5,
    maxQuantity: 10,
    images: [PICTURES[index % PICTURES.length]!],
    additionalFeatures: [
      { key: 'Material', value: material },
      { key: 'Size', value: String(size) },
    ],
    isRecent: index % 500 === 0,
    availableOnCod: true,
    returnable: true,
    cancellable: true,
    sellerPickupReturn: false,
    createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
  };
  if (random.next() < 0.1) {
    return {
      ...common,
      reviews: [],
      variants: ['Small', 'Medium', 'Large'].map((variantSize, position) => ({
        sku: `${sku}-${variantSize[0]}`,
        name: `${name} ${variantSize}`,
        sellPrice: sellPrice + position * 10_000,
        specialPrice: null,
        availableStock: random.int(0, 40),
        metrics: 'piece',
        description: variantSize,
        variations: { Size: variantSize },
        images: common.images,
      })),
    };
  }
  return {
    ...common,
    sellPrice,
    specialPrice: onOffer ? Math.round(sellPrice * 0.85) : null,
    availableStock: random.next() < 0.05 ? 0 : random.int(1, 500),
    reviews:
      index % 10 === 0
        ? [
            {
              author: 'Asha K., Pune',
              rating: random.int(3, 5),
              title: 'Good value',
              body: `The ${name} works as described.`,
              reviewedOn: '2026-05-01',
            },
          ]
        : [],
  };
}

async function replaceBenchTenant(db: Db) {
  await db.delete(products).where(sql`${products.customerId} = ${BENCH_TENANT.id}`);
  await db.delete(customers).where(sql`${customers.id} = ${BENCH_TENANT.id}`);
  await db.insert(customers).values({
    ...kesarHome.customer,
    id: BENCH_TENANT.id,
    businessName: 'Bench Bazaar',
    paymentsSetUpAt: new Date(),
    sharedAt: new Date(),
  });
  await db.insert(customerHosts).values({ host: BENCH_TENANT.host, customerId: BENCH_TENANT.id });
  await db.insert(users).values({
    customerId: BENCH_TENANT.id,
    mobile: '9000000001',
    name: 'Bench Owner',
    email: 'owner@bench.localhost',
    roles: [ROLES.ADMIN],
  });
}

/** Writes `count` synthetic products into the bench tenant, replacing what it had. */
export async function seedLargeCatalog(db: Db, count: number, seed = 20_261_122) {
  const random = randomFrom(seed);
  await replaceBenchTenant(db);
  const catalogImport = createCatalogImportService(db);
  const categoryIds = await catalogImport.addCategories(BENCH_TENANT.id, categoryTree());
  const leafIds = [...categoryIds.entries()]
    .filter(([path]) => path.split(' > ').length === 3)
    .map(([, id]) => id);
  const CHUNK = 10_000;
  for (let start = 0; start < count; start += CHUNK) {
    const chunk = Array.from({ length: Math.min(CHUNK, count - start) }, (_, offset) =>
      syntheticProduct(start + offset, random.pick(leafIds), random),
    );
    const ids = await catalogImport.addProducts(
      BENCH_TENANT.id,
      chunk.map(({ reviews: _reviews, ...product }) => product),
    );
    await insertDemoReviews(
      db,
      BENCH_TENANT.id,
      chunk.flatMap((product) =>
        product.reviews.map((review) => ({ ...review, productId: ids.get(product.sku)! })),
      ),
    );
    process.stdout.write(`\r${Math.min(start + CHUNK, count)} / ${count} products`);
  }
  process.stdout.write('\n');
  await db.execute(sql`analyze`);
}

const runFromCommandLine = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runFromCommandLine) {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } });
  const count = Number(values.products);
  if (!Number.isInteger(count) || count < 1 || count > 2_000_000)
    throw new Error('--products takes a whole number from 1 to 2,000,000');
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await migrateDatabase(database);
  const started = Date.now();
  await seedLargeCatalog(database.db, count);
  console.log(`${BENCH_TENANT.id}: ${count} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
}
