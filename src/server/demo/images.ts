import { createCanvas } from '@napi-rs/canvas';
import { CANVAS_FAMILY, registerCanvasFonts } from '../documents/fonts';

/**
 * A 400×300 PNG tile for a demo product: the category colour, the Arabic name and the English
 * name, so the demo catalogue has real images without shipping binaries.
 */
export function demoProductPng(nameAr: string, nameEn: string, color: string): Buffer {
  registerCanvasFonts();
  const canvas = createCanvas(400, 300);
  const ctx = canvas.getContext('2d');
  const gradient = ctx.createLinearGradient(0, 0, 400, 300);
  gradient.addColorStop(0, color);
  gradient.addColorStop(1, '#212529');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, 400, 300);
  ctx.fillStyle = 'rgba(255,255,255,0.12)';
  ctx.beginPath();
  ctx.arc(330, 60, 110, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#fff';
  ctx.textAlign = 'center';
  ctx.direction = 'rtl';
  ctx.font = `bold 40px ${CANVAS_FAMILY}`;
  ctx.fillText(nameAr, 200, 150, 370);
  ctx.direction = 'ltr';
  ctx.font = `24px ${CANVAS_FAMILY}`;
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  ctx.fillText(nameEn, 200, 205, 370);
  return canvas.toBuffer('image/png');
}
