/** IPv6 text, shared by the sign-in throttle (its address buckets) and the webhook address checks. */

/**
 * The colon groups of an IPv6 address with its `::` expanded to the zero groups it stands for:
 * eight for a well-formed address (fewer or more for a malformed one, which callers refuse).
 */
export function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  return tail === undefined
    ? left
    : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
}
