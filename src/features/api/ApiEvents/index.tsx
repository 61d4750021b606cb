import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import JsonExample from '@site/src/features/api/ApiParts/JsonExample';
import Markdown from '@site/src/features/api/ApiParts/Markdown';
import {TypeLabel} from '@site/src/features/api/ApiParts/TypeLabel';
import {useReferenceHref} from '@site/src/features/api/ApiParts/reference';
import partStyles from '@site/src/features/api/ApiParts/styles.module.css';
import {
  allWebhooks,
  anchors,
  getWebhook,
  mediaExamples,
  requestBodyOf,
  webhookDataSchema,
  type LocatedWebhook,
} from '@site/src/features/api/openapi';

type Props = {
  /** Event types of the API description (`payment.paid`); all of them when left out. An unknown type fails the build. */
  types?: readonly string[];
  /** Also show each event's example body; `'only'` shows the bodies without the table, for a page that has it already. */
  example?: boolean | 'only';
};

function firstParagraph(text: string | undefined): string | undefined {
  return text?.split(/\n\s*\n/)[0];
}

/** The example bodies of an event, each titled with its type. */
export function EventExamples({webhook}: {webhook: LocatedWebhook}): ReactNode {
  return mediaExamples(requestBodyOf(webhook.operation)).map((example, index) => (
    <JsonExample key={index} value={example.value} title={`Example body: ${webhook.type}`} />
  ));
}

/** Event types with when each is sent and the object it carries, from the description's webhooks. */
export default function ApiEvents({types, example}: Props): ReactNode {
  const href = useReferenceHref();
  const webhooks = types ? types.map(getWebhook) : allWebhooks();
  const examples = example && webhooks.map((webhook) => <EventExamples key={webhook.type} webhook={webhook} />);
  if (example === 'only') {
    return examples;
  }
  return (
    <>
      <DataTable
        rows={webhooks}
        rowKey={(webhook) => webhook.type}
        scrollLabel={types ? `Events ${types.join(', ')}` : 'Every event type'}
        columns={[
          {
            header: 'Event',
            cell: (webhook) => (
              <Link to={href(anchors.webhook(webhook.type))}>
                <code>{webhook.type}</code>
              </Link>
            ),
            nowrap: true,
          },
          {
            header: 'When it is sent',
            cell: ({operation}) => (
              <div className={partStyles.cell}>
                <Markdown text={firstParagraph(operation.description) ?? operation.summary} compact />
              </div>
            ),
          },
          {
            header: 'Data',
            cell: (webhook) => {
              const data = webhookDataSchema(webhook);
              return data ? <TypeLabel schema={data} /> : 'object';
            },
          },
        ]}
      />
      {examples}
    </>
  );
}
