import { scaleLinear, type ScaleLinear } from 'd3-scale';
import type { Selection } from 'd3-selection';
import type { ShownBattle, ShownFeature, ShownFight, ShownPlaces } from '../../core/shown-battle.js';
import { endingWords, elementWords, type ShownNames } from '../battle-show-text.js';
import type { Markup } from '../markup.js';
import { palette } from '../palette.js';
import { pixels, svgDocument } from '../svg-document.js';
import { boxOf } from '../../battle/geometry.js';

/** Each army's colour (Okabe & Ito blue and vermillion: told apart by the common colour-vision deficiencies). */
const SIDE_COLOURS = ['#0072B2', '#D55E00'] as const;
const PANEL = 132;
/** Statuses of an element off the board (src/battle/board.ts BOARD_STATUS): held to be summoned (3), or away counting lost (4: a God that left, a Horde to be replaced, an ensorcelled Hero or Magician); neither is drawn. */
const AWAY = 3;
const GAP = 16;
const COLUMNS = 4;
const PAD = 12;
const LABEL = 14;
const HEAD = 70;
const FOOT = 84;
/** A feature's fill: water (a river) blue, cover (woods, BUA) green, else by its going (good going is only a hill's outline). */
const FEATURE_FILL = { water: '#a8c8e8', cover: '#b5d3a5', good: '#efe9d9', rough: '#e3d6b2', bad: '#cdb98a' } as const;

/**
 * One battle as a strip of small boards (`battle --show N --out`): the deployment, then the
 * board at the end of every bound, four to a row, each labelled with its bound, whose it was
 * and its PIPs. Bases are drawn from their boxes in the army's colour with a dark front edge;
 * a fled element is faded, one lost in that bound crossed out in grey (and gone after); a dot
 * marks each close combat between the two elements as the bound left them, its tooltip the fight.
 * North (side A's far edge) is up.
 *
 * @example
 * battleStripSvg(chartDom(), show, ['Knights of the Realm', 'Barbarian Warband']); // => '<svg …><title>Battle 1: …</title>…'
 */
export function battleStripSvg(dom: Document, show: ShownBattle, names: ShownNames): Markup {
  const frames = framesOf(show);
  const view = viewOf(show);
  const rows = Math.ceil(frames.length / COLUMNS);
  const width = 2 * PAD + COLUMNS * PANEL + (COLUMNS - 1) * GAP;
  const height = HEAD + rows * (PANEL + LABEL + GAP) + FOOT;
  const title = `Battle ${show.n.toLocaleString('en-US')}: ${names[0]} (A) v ${names[1]} (B)`;
  const doc = svgDocument(dom, { width, height, title, fontSize: 11 });
  const svg = doc.svg;
  svg.append('text').attr('class', 'title').attr('x', PAD).attr('y', PAD + 14).attr('font-size', 15).attr('font-weight', 700).text(title);
  svg.append('text').attr('class', 'subtitle').attr('x', PAD).attr('y', PAD + 32).attr('fill', palette.muted).text(`${endingWords(show, names)} · seed ${show.seed}, battle ${show.n} of its own stream`);
  svg.append('text').attr('class', 'subtitle').attr('x', PAD).attr('y', PAD + 46).attr('fill', palette.muted).text(`the ${view.whole ? 'whole board' : 'part of the board the armies stood on'}, A's base edge at the foot`);
  frames.forEach((frame, f) => {
    const left = PAD + (f % COLUMNS) * (PANEL + GAP);
    const top = HEAD + Math.floor(f / COLUMNS) * (PANEL + LABEL + GAP);
    const panel = svg.append('g').attr('class', 'bound');
    panel.append('text').attr('x', left).attr('y', top + 10).attr('fill', palette.ink).text(frame.label);
    panel.append('rect').attr('x', left).attr('y', top + LABEL).attr('width', PANEL).attr('height', PANEL).attr('fill', '#f7f7f7').attr('stroke', '#bbb');
    const at: Place = {
      x: scaleLinear().domain([view.x0, view.x0 + view.side]).range([left, left + PANEL]),
      y: scaleLinear().domain([view.y0, view.y0 + view.side]).range([top + LABEL + PANEL, top + LABEL]),
    };
    for (const feature of show.terrain) drawFeature(panel, feature, at, view);
    for (let i = 0; i < show.side.length; i++) if (frame.lostBefore[i] !== 1 && (frame.places.status[i] as number) < AWAY) drawBase(panel, show, frame.places, i, at);
    for (const fight of frame.fights) if (fight.fight === 'close') drawFight(panel, show, frame.places, fight, at);
  });
  const legendY = height - FOOT + 16;
  names.forEach((name, s) => {
    const lx = PAD + s * (width / 2);
    svg.append('rect').attr('x', lx).attr('y', legendY - 9).attr('width', 12).attr('height', 10).attr('fill', SIDE_COLOURS[s as 0 | 1]);
    svg.append('text').attr('x', lx + 16).attr('y', legendY).text(`${s === 0 ? 'A' : 'B'}: ${name}`);
  });
  svg.append('text').attr('x', PAD).attr('y', legendY + 16).attr('fill', palette.muted).text('dark line: a front edge · faded: fled · grey, crossed: lost that bound');
  svg.append('text').attr('x', PAD).attr('y', legendY + 30).attr('fill', palette.muted).text('dot: a close combat (filled: an element lost in it)');
  let line = legendY + 44;
  if (show.fixed?.includes(1) === true) {
    svg.append('text').attr('x', PAD).attr('y', line).attr('fill', palette.muted).text('the wide base in the middle of each base edge: its army\'s camp or stronghold (src/battle/RULINGS.md F32)');
    line += 14;
  }
  if (show.home !== null) svg.append('text').attr('x', PAD).attr('y', line).attr('fill', palette.muted).text(`terrain (${show.home}): green, a wood or BUA (cover); tan, rough going, darker bad; dashed edge, a hill`);
  return doc.serialise();
}

/** A panel's scales from board units to pixels. */
interface Place {
  readonly x: ScaleLinear<number, number>;
  readonly y: ScaleLinear<number, number>;
}

type Panel = Selection<SVGGElement, unknown, null, undefined>;

/** The panels: the deployment, then each bound's end, each with the elements lost before it and its fights. */
function framesOf(show: ShownBattle): { label: string; places: ShownPlaces; lostBefore: Uint8Array; fights: readonly ShownFight[] }[] {
  let lostBefore = new Uint8Array(show.side.length);
  const frames = [{ label: 'deployment', places: show.start, lostBefore, fights: [] as readonly ShownFight[] }];
  for (const b of show.bounds) {
    frames.push({ label: b.commandLost ? `bound ${b.bound}: command lost` : `bound ${b.bound}: ${b.active === 0 ? 'A' : 'B'}, ${b.pips} PIP${b.pips === 1 ? '' : 's'}`, places: b, lostBefore, fights: b.fights });
    lostBefore = Uint8Array.from(b.status, (s) => (s === 2 ? 1 : 0));
  }
  return frames;
}

/** A terrain feature under the bases, cut to the part of the board drawn: its fill by what it is, a hill's edge dashed, its name as a tooltip. */
function drawFeature(panel: Panel, f: ShownFeature, at: Place, view: { x0: number; y0: number; side: number }): void {
  const x0 = Math.max(f.x0, view.x0);
  const y0 = Math.max(f.y0, view.y0);
  const x1 = Math.min(f.x1, view.x0 + view.side);
  const y1 = Math.min(f.y1, view.y0 + view.side);
  if (x1 <= x0 || y1 <= y0) return;
  const rect = panel
    .append('rect')
    .attr('class', 'feature')
    .attr('x', pixels(at.x(x0)))
    .attr('y', pixels(at.y(y1)))
    .attr('width', pixels(at.x(x1) - at.x(x0)))
    .attr('height', pixels(at.y(y0) - at.y(y1)))
    .attr('fill', f.water ? FEATURE_FILL.water : f.cover ? FEATURE_FILL.cover : FEATURE_FILL[f.going])
    .attr('stroke', f.hill ? '#8a6d3b' : 'none')
    .attr('stroke-dasharray', f.hill ? '3 2' : null);
  rect.append('title').text(`${f.name} (${f.water ? 'water' : `${f.going} going`}${f.cover ? ', cover' : ''}${f.hill ? ', a hill' : ''})`);
}

/** Element `i` as `places` has it: its box in its army's colour (faded if fled, grey and crossed if lost), its front edge dark. */
function drawBase(panel: Panel, show: ShownBattle, places: ShownPlaces, i: number, at: Place): void {
  const half = show.half[i] as number;
  const depth = show.depth[i] as number;
  const fx = places.x[i] as number;
  const fy = places.y[i] as number;
  const facing = places.facing[i] as number;
  const across = facing % 2 === 0;
  const [x0, y0, x1, y1] = boxOf(fx, fy, facing, half, depth);
  const lost = places.status[i] === 2;
  const fled = places.status[i] === 1;
  const g = panel.append('g').attr('class', lost ? 'lost' : fled ? 'fled' : 'element');
  g.append('title').text(`${elementWords(show, i)}${lost ? ', lost this bound' : fled ? ', fled' : ''}`);
  const line = (ax: number, ay: number, bx: number, by: number, width = 1): void => {
    g.append('line').attr('x1', pixels(at.x(ax))).attr('y1', pixels(at.y(ay))).attr('x2', pixels(at.x(bx))).attr('y2', pixels(at.y(by))).attr('stroke', palette.ink).attr('stroke-width', width);
  };
  g.append('rect')
    .attr('x', pixels(at.x(x0)))
    .attr('y', pixels(at.y(y1)))
    .attr('width', pixels(at.x(x1) - at.x(x0)))
    .attr('height', pixels(at.y(y0) - at.y(y1)))
    .attr('fill', lost ? '#bbb' : (SIDE_COLOURS[show.side[i] as 0 | 1] ?? '#888'))
    .attr('fill-opacity', fled ? 0.35 : 1);
  if (across) line(fx - half, fy, fx + half, fy, 1.5);
  else line(fx, fy - half, fx, fy + half, 1.5);
  if (lost) {
    line(x0, y0, x1, y1);
    line(x0, y1, x1, y0);
  }
}

/** A close combat: a dot between the two elements as the bound left them, filled if one was lost in it. */
function drawFight(panel: Panel, show: ShownBattle, places: ShownPlaces, fight: ShownFight, at: Place): void {
  const cx = ((places.x[fight.first] as number) + (places.x[fight.second] as number)) / 2;
  const cy = ((places.y[fight.first] as number) + (places.y[fight.second] as number)) / 2;
  const decided = [fight.firstEffect, fight.secondEffect].some((e) => e === 'destroyed' || e === 'lost');
  const dot = panel.append('circle').attr('class', 'fight').attr('cx', pixels(at.x(cx))).attr('cy', pixels(at.y(cy))).attr('r', 2.5).attr('fill', decided ? palette.ink : '#fff').attr('stroke', palette.ink);
  dot.append('title').text(`${elementWords(show, fight.first)} v ${elementWords(show, fight.second)}`);
}

/**
 * The square of the board drawn: every base at every moment, a base width of margin, as a
 * square inside the board (the whole board when the armies spread over it).
 */
function viewOf(show: ShownBattle): { x0: number; y0: number; side: number; whole: boolean } {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const places of [show.start, ...show.bounds]) {
    for (let i = 0; i < show.side.length; i++) {
      if ((places.status[i] as number) >= AWAY) continue;
      const reach = Math.max(show.half[i] as number, show.depth[i] as number);
      x0 = Math.min(x0, (places.x[i] as number) - reach);
      x1 = Math.max(x1, (places.x[i] as number) + reach);
      y0 = Math.min(y0, (places.y[i] as number) - reach);
      y1 = Math.max(y1, (places.y[i] as number) + reach);
    }
  }
  const margin = 8;
  const side = Math.min(Math.max(x1 - x0, y1 - y0) + 2 * margin, show.width, show.height);
  const clamp = (low: number, high: number, limit: number): number => Math.min(Math.max((low + high - side) / 2, 0), limit - side);
  return { x0: clamp(x0, x1, show.width), y0: clamp(y0, y1, show.height), side, whole: side >= Math.min(show.width, show.height) };
}
