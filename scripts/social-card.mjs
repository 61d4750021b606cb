#!/usr/bin/env node
// @ts-check
/**
 * Renders scripts/social-card.svg to static/img/coinloom-social-card.jpg (the
 * 1200 × 630 image link previews show), with the same Chromium the tests use.
 * Run it after changing the SVG: `node scripts/social-card.mjs`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = fs.readFileSync(path.join(root, 'scripts/social-card.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({viewport: {width: 1200, height: 630}});
await page.setContent(`<style>html,body{margin:0}</style>${svg}`);
await page.screenshot({path: path.join(root, 'static/img/coinloom-social-card.jpg'), type: 'jpeg', quality: 90});
await browser.close();
console.log('Wrote static/img/coinloom-social-card.jpg');
