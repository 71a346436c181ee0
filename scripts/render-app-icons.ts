import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

/**
 * Renders the PNG icons the web app manifest and iOS need from the SVG sources in public/icons/ (run after
 * changing a drawing: `npx tsx scripts/render-app-icons.ts`; the PNGs are committed). Chromium draws them, so no
 * image library is needed.
 */
const iconsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

const renders: { source: string; file: string; size: number }[] = [
  { source: 'icon.svg', file: 'icon-192.png', size: 192 },
  { source: 'icon.svg', file: 'icon-512.png', size: 512 },
  { source: 'icon-maskable.svg', file: 'icon-maskable-192.png', size: 192 },
  { source: 'icon-maskable.svg', file: 'icon-maskable-512.png', size: 512 },
  // iOS rounds the corners itself and shows transparency as black: the full-bleed drawing.
  { source: 'icon-maskable.svg', file: 'apple-touch-icon.png', size: 180 },
  { source: 'badge.svg', file: 'badge-96.png', size: 96 },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  for (const { source, file, size } of renders) {
    const svg = await fs.readFile(path.join(iconsDir, source), 'utf8');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: path.join(iconsDir, file), omitBackground: true });
    console.log(`${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
