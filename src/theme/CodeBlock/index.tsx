/**
 * The code block, without its weight on pages that show none. The stock `CodeBlock` brings Prism into every page
 * (the theme also loads it from a client module, which src/plugins/prismOnDemand.ts turns off). This wrap renders the
 * block that the page's own code provided (src/lib/codeBlocks: Markdown pages import it through
 * src/plugins/remarkCodeBlocks.ts), so the block and Prism load with the pages that show code, in their chunks,
 * before they render: on the server, on the first load and on a client-side navigation alike.
 *
 * A page that shows a block without providing it is a mistake of ours: the wrap says so in the console (which the
 * every-route test fails on) and shows the code as plain text until the block has loaded.
 */
import {createElement, useEffect, useState, type ReactNode} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {providedCodeBlock} from '@site/src/lib/codeBlocks/registry';

type Props = WrapperProps<typeof CodeBlockType>;

function useLateCodeBlock(needed: boolean) {
  const [late, setLate] = useState<ReturnType<typeof providedCodeBlock>>(undefined);
  useEffect(() => {
    if (!needed) return;
    console.error(
      'A code block rendered on a page that did not load it: import @site/src/lib/codeBlocks where it is used.',
    );
    void import('@site/src/lib/codeBlocks').then(({default: loaded}) => setLate(() => loaded));
  }, [needed]);
  return late;
}

export default function CodeBlockWrapper(props: Props): ReactNode {
  const CodeBlock = providedCodeBlock();
  const Late = useLateCodeBlock(CodeBlock === undefined);
  const Block = CodeBlock ?? Late;
  // One component for the whole session (a module's export), not one made per render.
  if (Block) return createElement(Block, props);
  return (
    <pre tabIndex={0}>
      <code>{props.children}</code>
    </pre>
  );
}
