/**
 * Follows a reader through a page's numbered steps, screen by screen, and checks that each bold label a step names
 * is on the screen (or dialog, or tab) the reader is on at that step.
 *
 * Where the reader is comes from the steps themselves, as a reader would tell:
 * - a step that names a navigation item ("Open **Withdrawal**") puts them on its screen;
 * - a step that names a control that opens a dialog, a form or a tab ("select **Send** on its card") puts them
 *   there (`opens` in the screen data);
 * - the header and the navigation are on every signed-in screen, so their labels pass anywhere;
 * - a label of the screen under a dialog passes too: the reader closed the dialog;
 * - the reader stays where the last step left them, into the page's next list.
 *
 * Where the steps cannot tell, the page says, by a place's id (src/features/screens/places.ts):
 * - `screen: <id>` in the front matter: the page's steps start there, and its labels pass on every step;
 * - `{/* screen: <id> *\/}` on the line before a list: the same, for that list alone.
 * A screen's own reference page needs neither: its steps are on the screens it documents.
 */
import path from 'node:path';
import type {List, ListItem, Nodes, Paragraph, Parent, Strong} from 'mdast';
import {visit, SKIP} from 'unist-util-visit';
import {screenIds, screens} from '../../src/features/screens';
import {everywhere, places, type Place} from '../../src/features/screens/places';
import type {Screen} from '../../src/features/screens/types';
import {docsDir} from './docs';
import type {Page} from './pages';

export type Label = {text: string; line: number};
export type Step = {item: ListItem; line: number; labels: Label[]};
export type StepList = {list: List; line: number; declared?: string; declaredLine?: number; steps: Step[]};
export type Finding = {where: string; label: string; place: string; message: string};

const declaration = /^\s*\/\*\s*screen:\s*([\w-]+)\s*\*\/\s*$/;

/** Text as the reader sees it: expressions read from the page's data, `{expr}` left where they cannot be read. */
export function textOf(node: Nodes, page: Page): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'mdxTextExpression':
    case 'mdxFlowExpression': {
      const value = page.valueOf(node.value);
      return typeof value === 'string' || typeof value === 'number' ? String(value) : `{${node.value}}`;
    }
    case 'break':
      return ' ';
    default:
      return 'children' in node ? (node.children as Nodes[]).map((child) => textOf(child, page)).join('') : '';
  }
}

/** A step's own text: its first paragraph. */
export const firstParagraph = (item: ListItem): Paragraph | undefined =>
  item.children[0]?.type === 'paragraph' ? item.children[0] : undefined;

/** A bold lead-in that opens a step (`1. **Audit the keys** with …`) names the step, not a control. */
const leadIn = (item: ListItem): Strong | undefined => {
  const first = firstParagraph(item)?.children[0];
  return first?.type === 'strong' ? first : undefined;
};

/** Every bold label in a step and the steps and lists under it, but its lead-in, in reading order. */
export function labelsOf(item: ListItem, page: Page): Label[] {
  const skip = leadIn(item);
  const labels: Label[] = [];
  visit(item, 'strong', (strong: Strong) => {
    if (strong !== skip) {
      labels.push({text: textOf(strong, page).replace(/\s+/g, ' ').trim(), line: strong.position?.start.line ?? 0});
    }
    return SKIP;
  });
  return labels;
}

/** The numbered lists of a page that are not steps of another numbered list, each with the place it declares. */
export function stepListsOf(page: Page): StepList[] {
  const lists: StepList[] = [];
  visit(page.tree, (node: Nodes, index, parent: Parent | undefined) => {
    if (node.type !== 'list' || !node.ordered) return undefined;
    const before = index !== undefined && index > 0 ? parent?.children[index - 1] : undefined;
    const declared = before?.type === 'mdxFlowExpression' ? declaration.exec(before.value)?.[1] : undefined;
    lists.push({
      list: node,
      line: node.position?.start.line ?? 0,
      declared,
      declaredLine: declared === undefined ? undefined : before?.position?.start.line,
      steps: node.children.map((item) => ({item, line: item.position?.start.line ?? 0, labels: labelsOf(item, page)})),
    });
    // Numbered lists inside a step are part of that step.
    return SKIP;
  });
  return lists;
}

/** The screens a page documents: their steps are on those screens without a word. */
export function ownScreens(page: Page): string[] {
  const relative = path.relative(docsDir, page.file).split(path.sep).join('/');
  return screenIds.filter((id) => (screens[id] as Screen).page === relative);
}

type Found = {place?: Place; opens?: string};

/** A label of a place, or a menu path (A › B › C) that starts with one. */
function lookUp(label: string, labels: ReadonlyMap<string, string | undefined>): {opens?: string} | undefined {
  if (labels.has(label)) return {opens: labels.get(label)};
  const segments = label.split(/\s*›\s*/);
  for (let end = segments.length - 1; end > 0; end--) {
    const prefix = segments.slice(0, end).join(' › ');
    if (labels.has(prefix)) return {opens: labels.get(prefix)};
  }
  return undefined;
}

/** The place and the places it opens over, nearest first. */
function withAncestors(id: string | undefined): Place[] {
  const chain: Place[] = [];
  let place = id === undefined ? undefined : places.get(id);
  while (place && !chain.includes(place)) {
    chain.push(place);
    place = place.over === undefined ? undefined : places.get(place.over);
  }
  return chain;
}

const nameOf = (id: string | undefined): string => {
  const place = id === undefined ? undefined : places.get(id);
  return place ? `${place.name} (${place.id})` : 'any screen a step before it opens or the page declares';
};

/** The places whose labels include this one, to say in a failure where the label is. */
function homesOf(label: string): string[] {
  return [...places.values()].filter((place) => lookUp(label, place.labels)).map((place) => place.id);
}

/** Every label of every numbered step of a page that is not on the place its step is on. */
export function checkSteps(page: Page): Finding[] {
  const findings: Finding[] = [];
  const at = (line: number) => `${page.where}:${line}`;
  const pageDeclared = page.frontMatter.screen || undefined;
  const pagePinned = pageDeclared ? [pageDeclared] : ownScreens(page);
  for (const id of [pageDeclared].filter((value): value is string => value !== undefined)) {
    if (!places.has(id)) {
      findings.push({where: at(1), label: '', place: id, message: `declares screen: ${id}, which no place has`});
    }
  }
  let current = pageDeclared;
  for (const {declared, declaredLine, steps} of stepListsOf(page)) {
    if (declared !== undefined && !places.has(declared)) {
      findings.push({
        where: at(declaredLine ?? 0),
        label: '',
        place: declared,
        message: `declares ${declared}, which no place has`,
      });
    }
    const pinned = (declared ? [declared] : pagePinned).flatMap((id) => withAncestors(id).slice(0, 1));
    if (declared !== undefined) current = declared;
    for (const step of steps) {
      // A navigation item named anywhere in the step puts its screen within the step's reach.
      const reached = step.labels
        .map((label) => places.get(everywhere.get(label.text) ?? ''))
        .filter((place): place is Place => place !== undefined);
      // A navigation item says where the step happens ("In **Your invoices** on **Checkouts**"): read it first.
      const navFirst = [
        ...step.labels.filter((label) => everywhere.get(label.text) !== undefined),
        ...step.labels.filter((label) => everywhere.get(label.text) === undefined),
      ];
      for (const label of navFirst) {
        let found: Found | undefined;
        for (const place of [...withAncestors(current), ...pinned]) {
          const hit = lookUp(label.text, place.labels);
          if (hit) {
            found = {place, opens: hit.opens};
            break;
          }
        }
        if (!found) {
          const hit = lookUp(label.text, everywhere);
          if (hit) found = {opens: hit.opens};
        }
        if (!found) {
          for (const place of reached) {
            const hit = lookUp(label.text, place.labels);
            if (hit) {
              found = {place, opens: hit.opens ?? place.id};
              break;
            }
          }
        }
        if (found) {
          if (found.opens !== undefined) current = found.opens;
          continue;
        }
        const homes = homesOf(label.text);
        // The screen the step is on, and any the page or list declares.
        const on = [
          ...(current === undefined ? [] : [nameOf(current)]),
          ...pinned.filter((place) => place.id !== current).map((place) => nameOf(place.id)),
        ];
        findings.push({
          where: at(label.line),
          label: label.text,
          place: current ?? '',
          message:
            `**${label.text}** is not on ${on.length > 0 ? on.join(' or ') : nameOf(undefined)}` +
            (homes.length ? `; it is on ${homes.join(', ')}` : '; no screen has it'),
        });
      }
    }
  }
  return findings;
}
