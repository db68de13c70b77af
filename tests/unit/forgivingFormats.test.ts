import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from '../../shared/schemas/auth';
import { forgivingPostalCode, forgivingWebsite } from '../../shared/schemas/common';

describe('forgiving formats', () => {
  it("reads '90001' as '90-001' and leaves anything else to the field's own check", () => {
    expect(forgivingPostalCode('90001')).toBe('90-001');
    expect(forgivingPostalCode(' 90001 ')).toBe('90-001');
    expect(forgivingPostalCode('90-001')).toBe('90-001');
    expect(forgivingPostalCode('9000')).toBe('9000');
    expect(forgivingPostalCode(null)).toBeNull();
  });

  it("reads 'fundacja.pl' as 'https://fundacja.pl', keeps a full address and refuses no text itself", () => {
    expect(forgivingWebsite('fundacja.pl')).toBe('https://fundacja.pl');
    expect(forgivingWebsite('www.fundacja-sprawni.org.pl/kontakt')).toBe('https://www.fundacja-sprawni.org.pl/kontakt');
    expect(forgivingWebsite('https://fundacja.pl')).toBe('https://fundacja.pl');
    expect(forgivingWebsite('fundacja')).toBe('fundacja');
    expect(forgivingWebsite('javascript:alert(1)')).toBe('javascript:alert(1)');
  });

  it('the profile schema, which the form and the server share, accepts both and stores the full forms', () => {
    const parsed = profileUpdateSchema.safeParse({
      full_name: 'Maria Kowalczyk',
      organization_name: null,
      address_postal_code: '90001',
      website: 'fundacja.pl',
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ address_postal_code: '90-001', website: 'https://fundacja.pl' });
  });
});
