import {useState, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import signRequestNode from '!!raw-loader!@site/src/features/api/samples/signing/sign-request.mjs';
import signRequestPython from '!!raw-loader!@site/src/features/api/samples/signing/sign_request.py';
import signRequestPhp from '!!raw-loader!@site/src/features/api/samples/signing/sign_request.php';
import {requestFor, sampleFile, sampleLanguages, samplesFor, signingHelpers} from './generate';
import partStyles from '@site/src/features/api/ApiParts/styles.module.css';
import styles from './styles.module.css';

/** The helpers' own source files, shown under each sample so the sample is complete. */
const helperSources = {node: signRequestNode, python: signRequestPython, php: signRequestPhp} as const;

type Props = {
  /** The operationId in the API description. */
  op: string;
  /** The name of one of the operation's request examples; the first one when left out. */
  example?: string;
  /**
   * Plain blocks without highlighting or the helpers' sources, for the full
   * reference: it shows samples for every operation on one page, and names
   * the helpers once, under its authentication headers.
   */
  plain?: boolean;
};

/** A sample as plain text with a copy button: a few elements, where a highlighted block writes one per token. */
function PlainSample({code, title, language}: {code: string; title: string; language: string}): ReactNode {
  const [copied, setCopied] = useState(false);
  return (
    <figure className={partStyles.plainExample}>
      <figcaption>
        {title}
        <button
          type="button"
          className={styles.copy}
          aria-label={copied ? 'Copied' : `Copy ${title}`}
          onClick={() => {
            void navigator.clipboard?.writeText(code).then(() => {
              setCopied(true);
              window.setTimeout(() => setCopied(false), 1000);
            });
          }}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </figcaption>
      <pre tabIndex={0} className={`language-${language}`}>
        <code className={`language-${language}`}>{code}</code>
      </pre>
    </figure>
  );
}

/** A signing helper's source, folded: the Node.js, Python and PHP samples import it. */
function HelperSource({language}: {language: Exclude<(typeof sampleLanguages)[number]['id'], 'curl'>}): ReactNode {
  const highlight = sampleLanguages.find(({id}) => id === language)?.highlight;
  return (
    <Details
      className={styles.helper}
      summary={
        <summary>
          <code>{signingHelpers[language]}</code>, the signing helper this sample needs
        </summary>
      }>
      <CodeBlock language={highlight} title={signingHelpers[language]}>
        {helperSources[language]}
      </CodeBlock>
    </Details>
  );
}

/** The three signing helpers, once: the reference's plain samples point here instead of repeating them. */
export function SigningHelpers(): ReactNode {
  return (
    <div className={styles.helpers}>
      {(['node', 'python', 'php'] as const).map((language) => (
        <HelperSource key={language} language={language} />
      ))}
    </div>
  );
}

/**
 * Complete, runnable samples of one API operation in cURL, Node.js, Python
 * and PHP, in tabs that share the reader's language choice across pages.
 */
export default function ApiSamples({op, example, plain = false}: Props): ReactNode {
  const request = requestFor(op, example);
  const samples = samplesFor(request);
  return (
    <div className={styles.samples} data-api-samples={op}>
      <Tabs groupId="language">
        {sampleLanguages.map(({id, label, highlight}) => {
          const title = id === 'curl' ? 'Shell' : sampleFile(id, op);
          return (
            <TabItem key={id} value={id} label={label}>
              {plain ? (
                <PlainSample code={samples[id]} title={title} language={highlight} />
              ) : (
                <CodeBlock language={highlight} title={id === 'curl' ? undefined : title}>
                  {samples[id]}
                </CodeBlock>
              )}
              {id !== 'curl' && request.signed && !plain ? <HelperSource language={id} /> : null}
            </TabItem>
          );
        })}
      </Tabs>
    </div>
  );
}
