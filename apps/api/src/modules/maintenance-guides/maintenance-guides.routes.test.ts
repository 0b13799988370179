import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  maintenanceGuideReplySchema,
  maintenanceGuidesReplySchema,
} from '@vitrine/contract/maintenance-guides';
import { veeryaMaintenanceGuides } from '../../db/seed/tenants/veerya-flowtech.business.ts';
import { errorOf } from '../../testing/error-of.ts';
import { getAsTenant } from '../../testing/tenant-request.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { setUiFeature } from '../../testing/ui-features.ts';
import { createMaintenanceGuidesService } from './maintenance-guides.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const guidesOf = async (customerId: string) => {
  const reply = await getAsTenant(t, '/api/customer/maintenance-guides', customerId);
  expect(reply.statusCode, reply.body).toBe(200);
  return maintenanceGuidesReplySchema.parse(reply.json()).data.guides;
};
const NOT_OFFERED = 'This shop does not publish maintenance and troubleshooting guides.';

describe('maintenance and troubleshooting guides', () => {
  it('lists the guides in order, without their text', async () => {
    const reply = await getAsTenant(t, '/api/customer/maintenance-guides', 'veerya-flowtech');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=300');
    const body = reply.json();
    expect(body.data.guides[0]).not.toHaveProperty('content');
    const { guides } = maintenanceGuidesReplySchema.parse(body).data;
    expect(guides.map((guide) => guide.title)).toEqual(veeryaMaintenanceGuides.map((seed) => seed.title));
    for (const guide of guides) expect(guide.summary.length).toBeGreaterThan(40);
  });

  it('serves one guide with its HTML steps', async () => {
    const [first] = await guidesOf('veerya-flowtech');
    const reply = await getAsTenant(
      t,
      `/api/customer/maintenance-guides/${first!.guideId}`,
      'veerya-flowtech',
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=300');
    const { guide } = maintenanceGuideReplySchema.parse(reply.json()).data;
    expect(guide).toMatchObject({
      guideId: first!.guideId,
      title: first!.title,
      appliesTo: first!.appliesTo,
    });
    expect(guide.content).toContain('<h3>');
    expect(guide.content).toContain('<ol>');
  });

  it('refuses an id that is not a UUID with 400, and an unknown one with 404', async () => {
    const bad = await getAsTenant(t, '/api/customer/maintenance-guides/not-a-guide', 'veerya-flowtech');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('VALIDATION_FAILED');
    expect(errorOf(bad).message).toContain('A guide id is a UUID');

    const unknown = await getAsTenant(
      t,
      `/api/customer/maintenance-guides/${randomUUID()}`,
      'veerya-flowtech',
    );
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toMatchObject({
      code: 'GUIDE_NOT_FOUND',
      message: 'This guide is not available in this shop.',
    });
  });

  it('answers 404 with a readable message for a shop whose switch is off', async () => {
    const [first] = await guidesOf('veerya-flowtech');
    for (const path of ['', `/${first!.guideId}`]) {
      const reply = await getAsTenant(t, `/api/customer/maintenance-guides${path}`, 'kesar-home');
      expect(reply.statusCode, path).toBe(404);
      expect(errorOf(reply).message).toBe(NOT_OFFERED);
    }
    await setUiFeature(t.database.db, 'veerya-flowtech', 'showMaintenanceTroubleshooting', false);
    try {
      const reply = await getAsTenant(
        t,
        `/api/customer/maintenance-guides/${first!.guideId}`,
        'veerya-flowtech',
      );
      expect(reply.statusCode).toBe(404);
      expect(errorOf(reply).message).toBe(NOT_OFFERED);
    } finally {
      await setUiFeature(t.database.db, 'veerya-flowtech', 'showMaintenanceTroubleshooting', true);
    }
  });

  it("never serves one tenant's guides to another", async () => {
    const [veeryaGuide] = await guidesOf('veerya-flowtech');
    await setUiFeature(t.database.db, 'kesar-home', 'showMaintenanceTroubleshooting', true);
    expect(await guidesOf('kesar-home')).toEqual([]);
    const reply = await getAsTenant(
      t,
      `/api/customer/maintenance-guides/${veeryaGuide!.guideId}`,
      'kesar-home',
    );
    expect(reply.statusCode).toBe(404);
    expect(errorOf(reply).code).toBe('GUIDE_NOT_FOUND');
  });

  it('strips scripts and event handlers from guide HTML as it is written', async () => {
    const guides = createMaintenanceGuidesService(t.database.db);
    await guides.replace('kesar-home', [
      {
        title: 'Descaling a pressure cooker',
        appliesTo: 'Pressure cookers',
        summary: 'Vinegar and water.',
        content:
          '<h3 onclick="steal()">Steps</h3><script>alert(1)</script><ol><li>Boil<img src=x onerror=alert(2)></li></ol><a href="javascript:alert(3)">x</a>',
      },
    ]);
    const [stored] = await guidesOf('kesar-home');
    const reply = await getAsTenant(t, `/api/customer/maintenance-guides/${stored!.guideId}`, 'kesar-home');
    const { guide } = maintenanceGuideReplySchema.parse(reply.json()).data;
    expect(guide.content).toBe('<h3>Steps</h3><ol><li>Boil</li></ol><a rel="noopener noreferrer">x</a>');
    // The other tenant's guides are untouched.
    expect(await guidesOf('veerya-flowtech')).toHaveLength(veeryaMaintenanceGuides.length);
  });
});
