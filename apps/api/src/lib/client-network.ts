import { isIPv6 } from 'node:net';

const groupsOf = (part: string) =>
  part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];

/**
 * What a per-address limit counts: an IPv4 address, or the /64 an IPv6 address is in (one subscriber
 * is given a whole /64 and may use any address in it). An IPv4 client seen on a dual-stack socket
 * (::ffff:a.b.c.d) counts as its IPv4 address.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('%')[0]!.split('::');
  const [before, after] = [groupsOf(head), groupsOf(tail)];
  const groups = [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
