import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';

/** A JSON value as a highlighted code block; the title labels it. */
export default function JsonExample({value, title}: {value: unknown; title: string}): ReactNode {
  return (
    <CodeBlock language="json" title={title}>
      {JSON.stringify(value, null, 2)}
    </CodeBlock>
  );
}
