import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import llmsTxtPlugin, * as llmsTxtModule from '@signalwire/docusaurus-plugin-llms-txt';
import type {PluginOptions} from '@signalwire/docusaurus-plugin-llms-txt/public';
import {
  listedSections,
  packPages,
  sectionFileText,
  SECTION_FILE_DIR,
  SECTION_FILES_HEADING,
  type SectionPage,
} from './sectionFiles';

/** A section file as `llms.txt` lists it. */
type Written = {url: string; title: string; pages: number; bytes: number; left: string[]};

/** Writes each section of `llms.txt` as one file or more (`sectionFiles.ts`) and says what each holds. */
async function writeSectionFiles(outDir: string, siteUrl: string, siteTitle: string): Promise<Written[]> {
  const llmsTxt = await fs.readFile(path.join(outDir, 'llms.txt'), 'utf8');
  await fs.rm(path.join(outDir, SECTION_FILE_DIR), {recursive: true, force: true});
  await fs.mkdir(path.join(outDir, SECTION_FILE_DIR));
  const written: Written[] = [];
  for (const section of listedSections(llmsTxt)) {
    const pages: SectionPage[] = await Promise.all(
      section.urls.map(async (url) => ({
        url,
        text: (await fs.readFile(path.join(outDir, new URL(url).pathname), 'utf8')).trim(),
      })),
    );
    const slug = section.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const heading = `# ${siteTitle}: ${section.name}`;
    const {parts, left} = packPages(heading, pages);
    for (const [index, part] of parts.entries()) {
      const name = parts.length > 1 ? `${slug}-${index + 1}.txt` : `${slug}.txt`;
      const title = parts.length > 1 ? `${section.name}, part ${index + 1} of ${parts.length}` : section.name;
      const text = sectionFileText(parts.length > 1 ? `${heading} (part ${index + 1})` : heading, part);
      await fs.writeFile(path.join(outDir, SECTION_FILE_DIR, name), text);
      const leftOut = index === parts.length - 1 ? left.map((page) => page.url) : [];
      written.push({
        url: `${siteUrl}/${SECTION_FILE_DIR}/${name}`,
        title,
        pages: part.length,
        bytes: Buffer.byteLength(text),
        left: leftOut,
      });
    }
  }
  return written;
}

/** The `llms.txt` section that lists the section files, each with what it holds and its size. */
function listOf(written: readonly Written[]): string {
  const items = written.map(({url, title, pages, bytes, left}) => {
    const without = left.length ? `; without ${left.join(', ')}, listed below on its own` : '';
    return `- [${title}](${url}): ${pages} pages, ${Math.ceil(bytes / 1000)} kB${without}.`;
  });
  return `## ${SECTION_FILES_HEADING}\n\n${items.join('\n')}\n\n`;
}

/**
 * `@signalwire/docusaurus-plugin-llms-txt` (the twins, `llms.txt`, `llms-full.txt`), then the section files,
 * listed in `llms.txt` as its first section. One plugin, since Docusaurus runs plugins' postBuild steps at once:
 * the section files are made of the twins, which the plugin's own step writes.
 */
async function markdownTwinsPlugin(context: LoadContext, options: unknown): Promise<Plugin> {
  const plugin = llmsTxtPlugin(context, options as PluginOptions) as Plugin;
  return {
    ...plugin,
    async postBuild(props) {
      await plugin.postBuild?.(props);
      const written = await writeSectionFiles(props.outDir, context.siteConfig.url, context.siteConfig.title);
      const file = path.join(props.outDir, 'llms.txt');
      const llmsTxt = await fs.readFile(file, 'utf8');
      const first = llmsTxt.search(/^## /m);
      await fs.writeFile(file, `${llmsTxt.slice(0, first)}${listOf(written)}${llmsTxt.slice(first)}`);
    },
  };
}

/** The plugin's own option check (its type declarations leave it out). */
const {validateOptions} = llmsTxtModule as unknown as {validateOptions: NonNullable<PluginModule['validateOptions']>};

export default Object.assign(markdownTwinsPlugin, {validateOptions}) satisfies PluginModule;
