import { staffSlideAnswer, staffSlidesAnswer } from '@bilim/contract/staff';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { auditLog } from '../audit/audit.schema';
import { cities } from '../dictionaries/dictionaries.schema';
import { slides } from './slides.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Auth = { authorization: string };

const wideJpeg = () =>
  sharp({ create: { width: 1600, height: 600, channels: 3, background: '#1c7ed6' } })
    .jpeg()
    .toBuffer();

/** Every field of the form, as the web app sends them (empty ones as empty texts). */
const FIELDS = {
  title_en: 'Summer camps',
  title_ru: 'Летние лагеря',
  title_kz: 'Жазғы лагерьлер',
  subtitle_en: 'Book a place',
  subtitle_ru: 'Забронируйте место',
  subtitle_kz: 'Орын брондаңыз',
  link: '/catalog?category=camps',
  city_id: '',
  starts_on: '',
  ends_on: '',
  active: 'true',
};

async function send(
  method: 'POST' | 'PUT',
  url: string,
  auth: Auth,
  fields: Record<string, string>,
  image?: Buffer,
) {
  const body = multipart(
    image
      ? [{ field: 'image', filename: 'slide.jpg', contentType: 'image/jpeg', data: image }]
      : [],
    fields,
  );
  return t.app.inject({
    method,
    url,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

const publicSlides = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/slides${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json().data as Array<{ id: number }>).map((slide) => slide.id);
};

describe('the home slider, managed by advertisement', () => {
  it('creates a slide with its picture through the photo pipeline; the home page shows it', async () => {
    const { auth } = await buildSignedInUser(t.db, { roles: ['advertisement'] });
    const res = await send('POST', '/api/support/slides', auth, FIELDS, await wideJpeg());
    expect(res.statusCode).toBe(201);
    const slide = staffSlideAnswer.parse(res.json()).data;
    expect(slide).toMatchObject({
      title: { en: 'Summer camps', ru: 'Летние лагеря', kz: 'Жазғы лагерьлер' },
      link: '/catalog?category=camps',
      city_id: null,
      active: true,
      showing: true,
    });
    expect(slide.image_url).toMatch(/full\.webp$/);
    expect(await publicSlides()).toContain(slide.id);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, slide.id));
    expect(entries.filter((entry) => entry.action === 'slide.create')).toHaveLength(1);
  });

  it('refuses a slide without a picture, with a file that is no image, or with bad fields, in the catalogue’s words', async () => {
    const { auth } = await buildSignedInUser(t.db, { roles: ['advertisement'] });
    const before = await t.db.select().from(slides);
    const noImage = await send('POST', '/api/support/slides', auth, FIELDS);
    expect(noImage.statusCode).toBe(422);
    expect(noImage.json().errors).toEqual({ image: 'Fill value' });

    const notImage = await send('POST', '/api/support/slides', auth, FIELDS, Buffer.from('<svg/>'));
    expect(notImage.statusCode).toBe(422);

    const bad = await send(
      'POST',
      '/api/support/slides',
      auth,
      {
        ...FIELDS,
        title_kz: ' ',
        link: 'javascript:alert(1)',
        starts_on: '2030-05-02',
        ends_on: '2030-05-01',
      },
      await wideJpeg(),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      title_kz: 'Fill value',
      link: 'Invalid value',
      starts_on: 'Start date is bigger than finish date',
    });
    expect(await t.db.select().from(slides)).toHaveLength(before.length);
  });

  it('shows a slide only in its city and between its days; edits keep the picture unless a new one comes', async () => {
    const { auth } = await buildSignedInUser(t.db, { roles: ['advertisement'] });
    const [almaty, astana] = await t.db.select().from(cities).limit(2);
    const created = staffSlideAnswer.parse(
      (
        await send(
          'POST',
          '/api/support/slides',
          auth,
          { ...FIELDS, city_id: String(almaty!.id) },
          await wideJpeg(),
        )
      ).json(),
    ).data;
    expect(await publicSlides(`?city=${almaty!.slug}`)).toContain(created.id);
    expect(await publicSlides(`?city=${astana!.slug}`)).not.toContain(created.id);

    const later = await send('PUT', `/api/support/slides/${created.id}`, auth, {
      ...FIELDS,
      city_id: '',
      starts_on: '2099-01-01',
    });
    expect(later.statusCode).toBe(200);
    const edited = staffSlideAnswer.parse(later.json()).data;
    expect(edited).toMatchObject({ city_id: null, starts_on: '2099-01-01', showing: false });
    expect(edited.image_url).toBe(created.image_url);
    expect(await publicSlides(`?city=${astana!.slug}`)).not.toContain(created.id);
  });

  it('orders the slides by the list given (every slide once), and deletes them', async () => {
    const { auth } = await buildSignedInUser(t.db, { roles: ['advertisement'] });
    const list = async () =>
      staffSlidesAnswer.parse(
        (await t.app.inject({ method: 'GET', url: '/api/support/slides', headers: auth })).json(),
      ).data;
    const ids = (await list()).map((slide) => slide.id);
    expect(ids.length).toBeGreaterThan(1);
    const reversed = [...ids].reverse();
    const order = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/support/slide-order',
        headers: auth,
        payload: body,
      });
    expect((await order({ ids: reversed })).statusCode).toBe(200);
    expect((await list()).map((slide) => slide.id)).toEqual(reversed);
    expect((await order({ ids: reversed.slice(1) })).statusCode).toBe(422);

    const gone = reversed[0]!;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/support/slides/${gone}`,
      headers: auth,
    });
    expect(removed.statusCode).toBe(204);
    expect((await list()).map((slide) => slide.id)).not.toContain(gone);
    expect(await publicSlides()).not.toContain(gone);
  });

  it('is advertisement’s and the admins’: support and users get 403', async () => {
    for (const roles of [['support'], []] as const) {
      const { auth } = await buildSignedInUser(t.db, { roles: [...roles] });
      const res = await send('POST', '/api/support/slides', auth, FIELDS, await wideJpeg());
      expect(res.statusCode).toBe(403);
    }
  });
});
