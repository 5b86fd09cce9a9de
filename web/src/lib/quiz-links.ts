/**
 * The link students open (spec §2: /q/{code} is the shareable link), on `base` (useLinkBase: an address
 * phones can open).
 */
export const studentLink = (code: string, base = window.location.origin) => `${base}/q/${code}`;

/** The QR code image of a quiz's student link: size 5 on a page, size 10 for a projector or a download. */
export const qrCodeUrl = (code: string, size: 5 | 10) =>
  `/image/quizz/qrcode/${encodeURIComponent(code)}/${size}`;
