/**
 * The remark step that writes a release's API changes into the post that places them:
 * `<ApiChanges />` (the release whose posts in src/data/apiReleases.ts include the page, or `version="…"`) becomes, at build time, a short summary and one list per kind of thing changed
 * (operations, events, schemas, error codes), each entry linked to the reference and each breaking change marked
 * with its reason. The list is plain Markdown, so the page, its Markdown twin, llms.txt and search all carry it,
 * and no script reaches the browser. An unknown version stops the build.
 */
import path from 'node:path';
import type {List, ListItem, PhrasingContent, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {apiReleases} from '../../../data/apiReleases';
import {anchors, referencePath} from '../anchors';
import type {ApiChange, ApiChangeScope} from './diff';
import {releaseChanges, releasePair} from './releases';

const projectRoot = path.resolve(__dirname, '../../../..');

const SCOPES: {scope: ApiChangeScope; title: string}[] = [
  {scope: 'operation', title: 'Operations'},
  {scope: 'event', title: 'Events'},
  {scope: 'schema', title: 'Schemas'},
  {scope: 'error', title: 'Error codes'},
];

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const strong = (value: string): PhrasingContent => ({type: 'strong', children: [text(value)]});
const codes = (values: readonly string[]): PhrasingContent[] =>
  values.flatMap((value, index) => [...(index ? [text(', ')] : []), code(value)]);
const item = (children: PhrasingContent[], sublist?: List): ListItem => ({
  type: 'listItem',
  spread: false,
  children: [{type: 'paragraph', children}, ...(sublist ? [sublist] : [])],
});
const list = (items: ListItem[]): List => ({type: 'list', ordered: false, spread: false, children: items});

/** Where the reference describes a thing, while the current description still has it. */
function anchorOf(scope: ApiChangeScope, name: string): string {
  if (scope === 'operation') return anchors.operation(name);
  if (scope === 'event') return anchors.webhook(name);
  if (scope === 'schema') return anchors.schema(name);
  return anchors.error(name);
}

/** What happened, in words: `added, required`, `values added: a, b`, and the reason when it breaks. */
function describe(change: ApiChange): PhrasingContent[] {
  const words: PhrasingContent[] = [
    text(change.kind === 'values added' || change.kind === 'values removed' ? `${change.kind}: ` : change.kind),
  ];
  if (change.required) words.push(text(', required'));
  if (change.values) words.push(...(change.kind === 'added' ? [text(', one of ')] : []), ...codes(change.values));
  if (change.fields?.length) words.push(text(', with '), ...codes(change.fields));
  if (change.requestOf) {
    // A parameter's place when it has one; otherwise (a body, or a body for one operation and a parameter for
    // another) only which operations are sent it.
    const where = change.parameterIn ? `in the ${change.parameterIn} parameter of` : 'sent to';
    words.push(text(` (${where} `), ...codes(change.requestOf), text(')'));
  }
  if (change.breaking) words.push(text('. '), strong('Breaking:'), text(` ${change.breaking}`));
  return words;
}

/** One entry per operation, event, schema or error code; its field changes below it. */
function entries(changes: readonly ApiChange[], removedNames: ReadonlySet<string>): ListItem[] {
  const byName = new Map<string, ApiChange[]>();
  for (const change of changes) byName.set(change.name, [...(byName.get(change.name) ?? []), change]);
  return [...byName].map(([name, own]) => {
    const removed = removedNames.has(`${own[0].scope} ${name}`);
    const label: PhrasingContent = removed
      ? code(name)
      : {type: 'link', url: `${referencePath}#${anchorOf(own[0].scope, name)}`, children: [code(name)]};
    const whole = own.find((change) => !change.field);
    const fields = own.filter((change) => change.field);
    const lead: PhrasingContent[] = [label, ...(whole ? [text(': '), ...describe(whole)] : [])];
    const sub = fields.length
      ? list(fields.map((change) => item([code(change.field ?? ''), text(': '), ...describe(change)])))
      : undefined;
    return item(lead, sub);
  });
}

/** The summary, then one heading and list per kind of thing changed. */
export function changesContent(version: string, depth: 2 | 3 | 4): RootContent[] {
  const {release, previous} = releasePair(version);
  const changes = releaseChanges(version);
  const breaking = changes.filter((change) => change.breaking).length;
  const removedNames = new Set(
    changes
      .filter((change) => change.kind === 'removed' && !change.field)
      .map((change) => `${change.scope} ${change.name}`),
  );
  const file = (name: string): PhrasingContent => ({type: 'link', url: `pathname:///${name}`, children: [code(name)]});
  const content: RootContent[] = [
    {
      type: 'paragraph',
      children: [
        text(
          `${changes.length} changes from ${previous.version} to ${release.version}, ${breaking} of them breaking, found by comparing the two descriptions, `,
        ),
        file(previous.file),
        text(' and '),
        file(release.file),
        text(
          ', when the site is built. Each breaking change says why a client written for the older version can fail.',
        ),
      ],
    },
  ];
  // The breaking changes first, in a line each, since they are what an upgrade must handle; each is listed again
  // with the rest below.
  const breakingOnes = changes.filter((change) => change.breaking);
  if (breakingOnes.length) {
    content.push(
      {type: 'heading', depth, children: [text('Breaking changes')]},
      list(
        breakingOnes.map((change) =>
          item([
            code(change.field ? `${change.name}.${change.field}` : change.name),
            ...(change.requestOf && change.scope !== 'operation'
              ? [text(' (sent to '), ...codes(change.requestOf), text(')')]
              : []),
            text(`: ${change.breaking}`),
            ...(change.values ? [text(': '), ...codes(change.values)] : []),
            text('.'),
          ]),
        ),
      ),
    );
  }
  for (const {scope, title} of SCOPES) {
    const own = changes.filter((change) => change.scope === scope);
    if (own.length === 0) continue;
    content.push({type: 'heading', depth, children: [text(title)]}, list(entries(own, removedNames)));
  }
  return content;
}

function isApiChanges(node: RootContent): node is MdxJsxFlowElement {
  return node.type === 'mdxJsxFlowElement' && node.name === 'ApiChanges';
}

/** Replaces each `<ApiChanges version="…" />` at the top level of a page with its changes. */
export default function remarkApiChanges() {
  return (tree: Root, file: VFile): void => {
    tree.children = tree.children.flatMap((node) => {
      if (!isApiChanges(node)) return [node];
      const attribute = node.attributes.find((each) => each.type === 'mdxJsxAttribute' && each.name === 'version');
      // Without a version, the release whose posts (src/data/apiReleases.ts) include this one.
      const post = path.relative(projectRoot, file.path).split(path.sep).join('/');
      const version =
        typeof attribute?.value === 'string'
          ? attribute.value
          : apiReleases.find((release) => (release.posts as readonly string[]).includes(post))?.version;
      if (!version) file.fail(`<ApiChanges> in ${post}: no release in src/data/apiReleases.ts lists this post.`, node);
      // The heading before it sets the depth of the lists' headings.
      const at = tree.children.indexOf(node);
      const before = tree.children
        .slice(0, at)
        .reverse()
        .find((each) => each.type === 'heading');
      const depth = Math.min(4, (before?.type === 'heading' ? before.depth : 1) + 1) as 2 | 3 | 4;
      try {
        return changesContent(version, depth);
      } catch (error) {
        return file.fail(`<ApiChanges>: ${(error as Error).message}`, node);
      }
    });
  };
}
