import { describe, expect, it } from 'vitest';
import { tablePlans } from '../../server/cli/sqlDump.js';

describe('the backup plan of every table', () => {
  it('orders each table by its key, also where the key spans two columns or the rows have none', () => {
    const plans = tablePlans();
    for (const plan of plans) expect(plan.orderBy, plan.name).not.toHaveLength(0);
    expect(plans.find((plan) => plan.name === 'favourites')?.orderBy).toEqual(['user_id', 'offer_id']);
    expect(plans.find((plan) => plan.name === 'offer_hours_exceptions')?.orderBy).toEqual([
      'offer_id',
      'on_date',
      'closed',
      'opens_minute',
      'closes_minute',
    ]);
  });
});
