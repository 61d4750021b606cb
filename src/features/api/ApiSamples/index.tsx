import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import signRequestNode from '!!raw-loader!@site/src/features/api/samples/signing/sign-request.mjs';
import signRequestPython from '!!raw-loader!@site/src/features/api/samples/signing/sign_request.py';
import signRequestPhp from '!!raw-loader!@site/src/features/api/samples/signing/sign_request.php';
import {requestFor, sampleFile, sampleLanguages, samplesFor, signingHelpers} from './generate';
import styles from './styles.module.css';

/** The helpers' own source files, shown under each sample so the sample is complete. */
const helperSources = {node: signRequestNode, python: signRequestPython, php: signRequestPhp} as const;

type Props = {
  /** The operationId in the API description. */
  op: string;
  /** The name of one of the operation's request examples; the first one when left out. */
  example?: string;
};

/**
 * Complete, runnable samples of one API operation in cURL, Node.js, Python
 * and PHP, in tabs that share the reader's language choice across pages.
 */
export default function ApiSamples({op, example}: Props): ReactNode {
  const request = requestFor(op, example);
  const samples = samplesFor(request);
  return (
    <div className={styles.samples}>
      <Tabs groupId="language">
        {sampleLanguages.map(({id, label, highlight}) => (
          <TabItem key={id} value={id} label={label}>
            <CodeBlock language={highlight} title={id === 'curl' ? undefined : sampleFile(id, op)}>
              {samples[id]}
            </CodeBlock>
            {id !== 'curl' && request.signed ? (
              <Details
                className={styles.helper}
                summary={
                  <summary>
                    <code>{signingHelpers[id]}</code>, the signing helper this sample needs
                  </summary>
                }>
                <CodeBlock language={highlight} title={signingHelpers[id]}>
                  {helperSources[id]}
                </CodeBlock>
              </Details>
            ) : null}
          </TabItem>
        ))}
      </Tabs>
    </div>
  );
}
