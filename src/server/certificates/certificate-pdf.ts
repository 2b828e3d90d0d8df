import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { SITE } from '../../contracts/site';

const require = createRequire(import.meta.url);

/** Noto Serif for Latin text and Noto Serif Bengali for names in Bengali script: fontkit shapes the conjuncts and vowel signs. */
const FONT_FILES = {
  serif: '@fontsource/noto-serif/files/noto-serif-latin-400-normal.woff',
  serifBold: '@fontsource/noto-serif/files/noto-serif-latin-700-normal.woff',
  bengali: '@fontsource/noto-serif-bengali/files/noto-serif-bengali-bengali-400-normal.woff',
  bengaliBold: '@fontsource/noto-serif-bengali/files/noto-serif-bengali-bengali-700-normal.woff',
} as const;
type FontName = keyof typeof FONT_FILES;
const fontPath = (name: FontName) => require.resolve(FONT_FILES[name]);

const BENGALI = /[\u0980-\u09FF]/;

/** The font a holder's name is set in: Noto Serif Bengali for a name in Bengali script, Noto Serif otherwise. */
export function nameFontFile(holderName: string): string {
  return fontPath(BENGALI.test(holderName) ? 'bengaliBold' : 'serifBold');
}
const BRAND = '#0b5d4b';
const ACCENT = '#f5b53d';
const INK = '#0f1f1b';
const MUTED = '#475569';

export type CertificatePdfInput = {
  holderName: string;
  courseTitle: string;
  issuedAt: string;
  /** As printed: two groups of five. */
  code: string;
  verifyUrl: string;
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "20 November 2026", the date as issued, in UTC (the same whichever server draws it). */
function longDate(iso: string): string {
  const d = new Date(iso);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/**
 * The certificate as an A4 landscape PDF: the provider's mark, the holder's
 * name as issued, the course, the date, the code and a QR code of the verify
 * address (the address, not the credential: version 3 at level M). Drawn
 * with PDFKit, whose fontkit layout shapes Bengali names correctly.
 */
export async function certificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const qr = await QRCode.toBuffer(input.verifyUrl, { errorCorrectionLevel: 'M', margin: 0, scale: 8, color: { dark: INK, light: '#ffffff' } });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `Certificate of completion: ${input.courseTitle}`, Author: SITE.name, Subject: `${input.holderName} completed ${input.courseTitle}`, Keywords: input.code },
  });
  for (const name of Object.keys(FONT_FILES) as FontName[]) doc.registerFont(name, fontPath(name));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  // Frame: a brand rule inside a thin gold one.
  doc
    .lineWidth(10)
    .strokeColor(BRAND)
    .rect(18, 18, width - 36, height - 36)
    .stroke();
  doc
    .lineWidth(1.2)
    .strokeColor(ACCENT)
    .rect(32, 32, width - 64, height - 64)
    .stroke();

  // The provider's mark (the site's icon) and name.
  const logo = { x: width / 2 - 78, y: 62, size: 40 };
  doc
    .save()
    .translate(logo.x, logo.y)
    .scale(logo.size / 64);
  doc.roundedRect(0, 0, 64, 64, 14).fill(BRAND);
  doc.path('M18 16h8v13h12V16h8v32h-8V36H26v12h-8z').fill('#ffffff');
  doc.path('M40 44h10v4H40z').fill(ACCENT);
  doc.restore();
  doc
    .font('serifBold')
    .fontSize(30)
    .fillColor(BRAND)
    .text(SITE.name, logo.x + logo.size + 12, logo.y + 2, { lineBreak: false });
  doc.fillColor(ACCENT).text('.', { continued: false, lineBreak: false });

  const centred = (text: string, y: number, font: FontName, size: number, color: string, extra: PDFKit.Mixins.TextOptions = {}) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, 90, y, { width: width - 180, align: 'center', ...extra });

  centred('CERTIFICATE OF COMPLETION', 138, 'serifBold', 13, MUTED, { characterSpacing: 4 });
  centred('This certifies that', 178, 'serif', 15, MUTED);
  const nameFont: FontName = BENGALI.test(input.holderName) ? 'bengaliBold' : 'serifBold';
  centred(input.holderName, 206, nameFont, input.holderName.length > 32 ? 30 : 38, INK, { height: 60, ellipsis: true });
  doc
    .moveTo(width / 2 - 170, 268)
    .lineTo(width / 2 + 170, 268)
    .lineWidth(0.8)
    .strokeColor(ACCENT)
    .stroke();
  centred('has completed the course', 284, 'serif', 15, MUTED);
  centred(input.courseTitle, 310, 'serifBold', input.courseTitle.length > 60 ? 18 : 22, BRAND, { height: 64, ellipsis: true });

  // Bottom: the date on the left, the code and the QR code of the verify page on the right.
  const baseY = height - 150;
  doc
    .font('serifBold')
    .fontSize(14)
    .fillColor(INK)
    .text(longDate(input.issuedAt), 90, baseY + 40, { width: 220, align: 'center' });
  doc
    .moveTo(90, baseY + 62)
    .lineTo(310, baseY + 62)
    .lineWidth(0.8)
    .strokeColor(MUTED)
    .stroke();
  doc
    .font('serif')
    .fontSize(11)
    .fillColor(MUTED)
    .text('Date issued', 90, baseY + 68, { width: 220, align: 'center' });

  const qrSize = 92;
  const qrX = width - 90 - qrSize;
  doc.image(qr, qrX, baseY + 6, { width: qrSize, height: qrSize });
  doc
    .font('serif')
    .fontSize(10)
    .fillColor(MUTED)
    .text('Certificate code', qrX - 250, baseY + 22, { width: 236, align: 'right' });
  doc
    .font('serifBold')
    .fontSize(16)
    .fillColor(INK)
    .text(input.code, qrX - 250, baseY + 36, { width: 236, align: 'right' });
  doc
    .font('serif')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(`Check it at ${input.verifyUrl}`, qrX - 250, baseY + 60, { width: 236, align: 'right', link: input.verifyUrl });

  doc.end();
  return done;
}
