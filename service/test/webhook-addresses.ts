/**
 * Webhook target addresses (issue 27): the forms the attack found and their siblings. Every
 * refused one is outside global unicast (IANA's IPv4 and IPv6 special-purpose registries), or
 * carries such an IPv4 address inside IPv6; the accepted ones are global (documentation-free
 * public addresses, also as mapped, NAT64, 6to4 and Teredo forms of a public IPv4).
 */
export const REFUSED_ADDRESSES = [
  // IPv4 special-purpose blocks.
  '0.0.0.0',
  '0.1.2.3',
  '10.0.0.1',
  '100.64.0.1',
  '100.127.255.254',
  '127.0.0.1',
  '127.255.255.255',
  '169.254.169.254',
  '172.16.0.1',
  '172.31.255.255',
  '192.0.0.8',
  '192.0.2.1',
  '192.88.99.1',
  '192.88.99.255',
  '192.168.1.1',
  '198.18.0.1',
  '198.19.255.255',
  '198.51.100.7',
  '203.0.113.9',
  '224.0.0.1',
  '239.255.255.250',
  '240.0.0.1',
  '255.255.255.255',
  // IPv6 outside global unicast.
  '::',
  '::1',
  '100::1',
  'fc00::1',
  'fd12:3456::1',
  'fe80::1',
  'fe80::1%eth0',
  'febf::1',
  'fec0::1',
  'feff::1',
  'ff02::1',
  'ff0e::1',
  // IPv4-compatible ::a.b.c.d (deprecated), whatever the IPv4 is.
  '::127.0.0.1',
  '::a00:1',
  '::a9fe:a9fe',
  '::7f00:1',
  '::8.8.8.8',
  // IPv4-mapped ::ffff:a.b.c.d with a non-global IPv4.
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::ffff:10.0.0.1',
  '::ffff:a9fe:a9fe',
  '::ffff:192.88.99.1',
  // NAT64 well-known prefix with a non-global IPv4; the local-use prefix always.
  '64:ff9b::7f00:1',
  '64:ff9b::10.0.0.1',
  '64:ff9b::a9fe:a9fe',
  '64:ff9b:1::7f00:1',
  '64:ff9b:1::5db8:d70e',
  // 6to4 with a non-global IPv4 in bits 16-47.
  '2002:7f00:1::',
  '2002:a00:1::1',
  '2002:a9fe:a9fe::',
  '2002:c0a8:101::1',
  // Teredo: server 127.0.0.1 (client 255.255.255.255), and a public server with a loopback or private client.
  '2001:0:7f00:1::',
  '2001:0:101:101::80ff:fffe',
  '2001:0:101:101::f5ff:fffe',
  // Special-purpose blocks inside 2000::/3.
  '2001:2::1',
  '2001:10::1',
  '2001:db8::1',
  '3fff::1',
  '5f00::1',
] as const;

export const ACCEPTED_ADDRESSES = [
  '93.184.215.14',
  '1.1.1.1',
  '8.8.8.8',
  '100.63.255.255',
  '172.32.0.1',
  '192.88.100.1',
  '2606:4700:4700::1111',
  '2a00:1450:4001:80b::200e',
  '::ffff:8.8.8.8',
  '::ffff:5db8:d70e',
  '64:ff9b::5db8:d70e',
  '2002:5db8:d70e::1',
  '2001:0:101:101:8000:fb:a247:28f1',
] as const;
