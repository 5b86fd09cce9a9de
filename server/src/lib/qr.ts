import QRCode from 'qrcode';

/** PNG of `text` where each QR module is `scale` pixels (sizes 5 and 10 of the spec). */
export const qrPng = (text: string, scale: number) =>
  QRCode.toBuffer(text, { type: 'png', scale, margin: 2, errorCorrectionLevel: 'M' });
