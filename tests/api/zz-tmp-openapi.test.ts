import { it } from 'vitest';
import { createTestContext } from './helpers.js';
it('x', async () => {
  const ctx = await createTestContext();
  const spec = (await ctx.call('GET', '/api/openapi.json')).json();
  console.log(Object.keys(spec.paths).filter(p => p.includes('admin') || p.includes('categ')));
  console.log(JSON.stringify(spec.paths['/api/v1/admin/users/'] ?? spec.paths['/api/v1/admin/users'], null, 1).slice(0, 1500));
  console.log(JSON.stringify(spec.paths['/api/v1/admin/offers/{id}']?.put, null, 1).slice(0, 1500));
  await ctx.close();
});
