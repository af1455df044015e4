/**
 * The browser tests, in one file so that they share one Chromium and the pages more than one
 * of them reads (shared.ts): each launch, and each of those pages written again, cost a second
 * or more of CPU. Each part is a module of its own; they run in this order.
 */
import { afterAll } from 'vitest';
import { closeSharedBrowser } from './shared.js';
import './explorer.browser.js';
import './layout.browser.js';
import './report.browser.js';

afterAll(closeSharedBrowser);
