import type { NetworkInterfaceInfo } from 'node:os';

/** Where the links students open (share link, QR code, presentation screen) start. */
export interface LinkBase {
  /** e.g. http://192.168.1.20:8000, without a trailing slash. */
  url: string;
  /** The link only opens on this computer (a loopback address and no LAN address to offer instead). */
  localOnly: boolean;
}

export type NetworkInterfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

/** localhost, *.localhost, 127.0.0.0/8, ::1 (and its IPv4-mapped form), 0.0.0.0: only this computer. */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(name) ||
    /^::ffff:127\./.test(name) ||
    name === '::1' ||
    name === '0.0.0.0' ||
    name === '::'
  );
}

/** The machine's LAN address: the first IPv4 address that is neither internal nor link-local. */
export function lanAddress(interfaces: NetworkInterfaces): string | undefined {
  for (const list of Object.values(interfaces)) {
    for (const info of list ?? []) {
      if (info.family === 'IPv4' && !info.internal && !info.address.startsWith('169.254.'))
        return info.address;
    }
  }
  return undefined;
}

/**
 * The base of the links shown to a teacher. PUBLIC_URL wins when set. Otherwise the address the teacher's
 * browser used (its Host header, or X-Forwarded-Host behind a trusted proxy) when phones can reach it,
 * and for a loopback address (http://localhost:8000) the same port on the machine's LAN address.
 *
 * The Host header is chosen by the client: use this only for links shown back to the client that sent
 * the request (its share dialog, its QR code), never in mail or anything stored (docs/SECURITY.md).
 */
export function linkBase(input: {
  publicUrl: string;
  /** False when PUBLIC_URL is set: `publicUrl` is then the only base. */
  fromRequest: boolean;
  /** request.host: host[:port] as the browser sent it. */
  host: string | undefined;
  /** request.protocol: http or https. */
  protocol: string;
  /** The address the server listens on: a loopback HOST cannot be reached from the LAN. */
  listenHost: string;
  interfaces: NetworkInterfaces;
}): LinkBase {
  if (!input.fromRequest) return { url: input.publicUrl, localOnly: false };
  const configured = { url: input.publicUrl, localOnly: isLoopbackHost(new URL(input.publicUrl).hostname) };
  let seen: URL;
  try {
    seen = new URL(`${input.protocol === 'https' ? 'https' : 'http'}://${input.host ?? ''}`);
  } catch {
    return configured;
  }
  if (!seen.hostname || seen.username || seen.password || seen.pathname !== '/') return configured;
  if (!isLoopbackHost(seen.hostname)) return { url: seen.origin, localOnly: false };
  // 0.0.0.0 and :: as a listening address mean every interface, the LAN included
  const listensOnLoopbackOnly =
    isLoopbackHost(input.listenHost) && !['0.0.0.0', '::'].includes(input.listenHost);
  const lan = listensOnLoopbackOnly ? undefined : lanAddress(input.interfaces);
  if (!lan) return { url: seen.origin, localOnly: true };
  seen.hostname = lan;
  return { url: seen.origin, localOnly: false };
}
