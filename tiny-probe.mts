import sharp from 'sharp';
import { TINY_JPEG, TINY_WEBP } from './tests/api/contentFixtures.ts';
for (const [n, b] of [['jpeg', TINY_JPEG], ['webp', TINY_WEBP]] as const) {
  try { console.log(n, await sharp(b).metadata().then(m=>[m.format,m.width,m.height]), (await sharp(b, {failOn:'error'}).toBuffer()).length); } catch (e) { console.log(n, 'ERR', (e as Error).message); }
  try { console.log(n, 'lenient', (await sharp(b).jpeg().toBuffer()).length); } catch (e) { console.log(n, 'ERR2', (e as Error).message); }
}
