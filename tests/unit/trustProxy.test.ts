import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';

/** TRUST_PROXY names how many proxies (or which addresses) stand in front of the server, never "trust everyone". */
const trustProxyOf = (value: string | undefined) =>
  loadConfig({ TRUST_PROXY: value, JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/portal-config-test' }).trustProxy;

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8,127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    [' 10.0.0.0/8 , ::1 ,fd00::/8', ['10.0.0.0/8', '::1', 'fd00::/8']],
  ])('%j is read as %j', (value, expected) => {
    expect(trustProxyOf(value)).toEqual(expected);
  });

  it.each(['true', 'yes', '-1', '1.5', '10.0.0.0/33', '300.1.1.1', 'proxy.local', '10.0.0.0/8,', '::1/129'])(
    'refuses %j with a Polish explanation',
    (value) => {
      expect(() => trustProxyOf(value)).toThrow(/TRUST_PROXY/);
    },
  );
});
