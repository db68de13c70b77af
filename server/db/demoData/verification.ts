/**
 * Registry numbers of the demo organisations (docs/moderacja-i-prawo.md#weryfikacja-organizacji). They are made up for
 * the demo but pass the NIP and REGON check digits, so the profile form accepts them; KRS numbers are ten digits with
 * their leading zeros.
 */
export interface DemoRegistryNumbers {
  nip: string;
  regon?: string;
  krs?: string;
  /** Verified this many days ago (an approved request); without it the organisation's request is still waiting. */
  verified_days_ago?: number;
}

export const DEMO_REGISTRY_NUMBERS: Record<string, DemoRegistryNumbers> = {
  offeror: { nip: '7251801126', regon: '471123456', krs: '0000412345', verified_days_ago: 50 },
  ngo: { nip: '7272445205', regon: '100234580', krs: '0000398765', verified_days_ago: 45 },
  rehaplus: { nip: '7311992036', regon: '365123470', verified_days_ago: 40 },
  cyfrowa: { nip: '5263014574', regon: '020612348', krs: '0000587654', verified_days_ago: 30 },
  // 'Weryfikacje' shows this one waiting for an admin.
  migowy: { nip: '9471938288', krs: '0000876543' },
};
