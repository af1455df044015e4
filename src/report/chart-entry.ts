import type { Markup } from './markup.js';

/** What a chart of a report is called and where it goes, before it is drawn (report-charts.ts). */
export interface ChartEntry {
  readonly id: string;
  readonly title: string;
  readonly caption: string;
  readonly section: string;
  readonly collapsed: boolean;
  readonly overview?: boolean;
  draw(dom: Document): Markup;
}
