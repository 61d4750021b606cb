/**
 * The docs plugin, less the card descriptions and the docs' map on every page.
 *
 * The docs plugin hands its version's metadata (every sidebar, and every doc's id, title and description) to the
 * route that wraps all docs, so each doc page downloads it: with 116 descriptions, 10.7 kB of gzip, half of it
 * descriptions that only the cards of a category page or of `<DocCardList>` show. This plugin is the stock one
 * with one change: as its routes are added, the descriptions move out of that metadata into a data module of
 * their own (`card-descriptions.json`), which the `DocCard` wrap imports, so only pages with cards load them, and
 * the map of docs by id, which only the stock card reads, is left empty.
 *
 * It replaces the preset's docs plugin (`docs: false` in the preset) and takes the same options. The site config
 * names it by its path, as Docusaurus loads a plugin module with its option validation.
 */
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import docsPlugin from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';

/** The data module's name; pages import it as `@generated/docusaurus-plugin-content-docs/<id>/<name>`. */
export const CARD_DESCRIPTIONS = 'card-descriptions.json';

/** Card descriptions, by doc id (a sidebar's doc links) and by address (categories and plain links). */
export interface CardDescriptions {
  docs: Record<string, string>;
  hrefs: Record<string, string>;
}

interface SidebarItem {
  href?: string;
  description?: string;
  items?: SidebarItem[];
}

interface VersionProp {
  docs: Record<string, {description?: string}>;
  docsSidebars: Record<string, SidebarItem[]>;
}

function isVersionProp(value: unknown): value is VersionProp {
  return typeof value === 'object' && value !== null && 'docs' in value && 'docsSidebars' in value;
}

/** Removes every `description` from a sidebar's items, noting each under its item's address. */
function moveSidebarDescriptions(items: SidebarItem[], into: CardDescriptions): SidebarItem[] {
  return items.map(({description, ...item}) => {
    if (description !== undefined && item.href !== undefined) into.hrefs[item.href] = description;
    return item.items ? {...item, items: moveSidebarDescriptions(item.items, into)} : item;
  });
}

/** The route, with the descriptions of the version metadata in it (or under it) moved into `into`. */
export function withoutCardDescriptions(route: RouteConfig, into: CardDescriptions): RouteConfig {
  const version = route.props?.version;
  if (!isVersionProp(version)) {
    return route.routes ? {...route, routes: route.routes.map((child) => withoutCardDescriptions(child, into))} : route;
  }
  // Only the stock DocCard reads this map, for a description; the wrap gives the card its description and no doc
  // id to look up, so each doc page no longer downloads every doc's id, title and sidebar (1.8 kB of gzip).
  for (const [id, {description}] of Object.entries(version.docs)) {
    if (description !== undefined) into.docs[id] = description;
  }
  const docs = {};
  const docsSidebars = Object.fromEntries(
    Object.entries(version.docsSidebars).map(([name, items]) => [name, moveSidebarDescriptions(items, into)]),
  );
  return {...route, props: {...route.props, version: {...version, docs, docsSidebars}}};
}

export default async function docsWithCardDescriptionsApart(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  const {contentLoaded} = plugin;
  if (!contentLoaded) throw new Error('The docs plugin no longer adds its routes in contentLoaded.');
  return {
    ...plugin,
    async contentLoaded(args) {
      const descriptions: CardDescriptions = {docs: {}, hrefs: {}};
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withoutCardDescriptions(route, descriptions));
      await contentLoaded({...args, actions: {...args.actions, addRoute}});
      await args.actions.createData(CARD_DESCRIPTIONS, JSON.stringify(descriptions));
    },
  };
}

// The docs plugin's own validation: Docusaurus finds it among the exports of a plugin given by its path.
export {validateOptions} from '@docusaurus/plugin-content-docs';
