import {useId, type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import Markdown from '@site/src/features/api/ApiParts/Markdown';
import partStyles from '@site/src/features/api/ApiParts/styles.module.css';
import {enumDescriptions, enumTransitions, getSchema, type Transition} from '@site/src/features/api/openapi';
import {layoutStatusMachine} from './layout';
import styles from './styles.module.css';

type Props = {
  /** A status enum of the API description with `x-transitions` (`PaymentStatus`); an unknown one fails the build. */
  schema: string;
};

function list(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function Diagram({name, statuses, transitions}: {name: string; statuses: string[]; transitions: Transition[]}) {
  // SVG references (url(#…)) need a plain id: React's ids carry punctuation.
  const id = `status-machine${useId().replace(/[^\w-]/g, '')}`;
  const layout = layoutStatusMachine(statuses, transitions);
  const arrow = `${id}-arrow`;
  const description = statuses
    .map((status) => {
      const targets = transitions.filter((t) => t.from === status).map((t) => t.to);
      return targets.length ? `${status} can change to ${list(targets)}.` : `${status} is final.`;
    })
    .join(' ');
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={`Status diagram of ${name}`}>
      <svg
        className={styles.diagram}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        width={layout.width}
        height={layout.height}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{`How a ${name} value changes`}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <defs>
          <marker id={arrow} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
            <path d="M0,0 L10,5 L0,10 z" className={styles.head} />
          </marker>
        </defs>
        {layout.nodes
          .filter((node) => node.initial)
          .map((node) => {
            const y = node.y + layout.nodeHeight / 2;
            return (
              <g key={`start-${node.id}`}>
                <circle cx={node.x - 22} cy={y} r={5} className={styles.head} />
                <path
                  d={`M${node.x - 17},${y} L${node.x - 2},${y}`}
                  className={styles.edge}
                  markerEnd={`url(#${arrow})`}
                />
              </g>
            );
          })}
        {layout.edges.map((edge) => (
          <path key={`${edge.from}-${edge.to}`} d={edge.path} className={styles.edge} markerEnd={`url(#${arrow})`} />
        ))}
        {layout.nodes.map((node) => (
          <g key={node.id} className={styles.node}>
            <rect x={node.x} y={node.y} width={layout.nodeWidth} height={layout.nodeHeight} rx={8} />
            {node.final && (
              <rect
                x={node.x + 3}
                y={node.y + 3}
                width={layout.nodeWidth - 6}
                height={layout.nodeHeight - 6}
                rx={6}
                className={styles.inner}
              />
            )}
            <text x={node.x + layout.nodeWidth / 2} y={node.y + layout.nodeHeight / 2}>
              {node.id}
            </text>
          </g>
        ))}
      </svg>
    </div>
  );
}

/**
 * A status enum as a state machine: each status with its meaning and the
 * statuses it can change to (from `x-enum-descriptions` and `x-transitions`),
 * as a table, then the same as a diagram. Final statuses have a double border.
 */
export default function ApiStatusMachine({schema: name}: Props): ReactNode {
  const schema = getSchema(name);
  if (!schema.enum) {
    throw new Error(`Schema "${name}" is not an enum, so it has no statuses to show.`);
  }
  const statuses = schema.enum.map(String);
  const descriptions = enumDescriptions(schema);
  const transitions = enumTransitions(schema);
  if (!transitions.length) {
    throw new Error(`Schema "${name}" has no x-transitions.`);
  }
  const withConditions = transitions.filter((t) => t.when);
  return (
    <>
      <DataTable
        rows={statuses}
        rowKey={(status) => status}
        scrollLabel={`Statuses of ${name}`}
        columns={[
          {header: 'Status', cell: (status) => <code>{status}</code>, nowrap: true},
          {
            header: 'Meaning',
            cell: (status) => (
              <div className={partStyles.cell}>
                <Markdown text={descriptions[status]} compact />
              </div>
            ),
          },
          {
            header: 'Can change to',
            cell: (status) => {
              const targets = transitions.filter((t) => t.from === status).map((t) => t.to);
              return targets.length
                ? targets.map((target, index) => (
                    <span key={target}>
                      {index > 0 && ', '}
                      <code>{target}</code>
                    </span>
                  ))
                : 'None: final';
            },
          },
        ]}
      />
      {withConditions.length > 0 && (
        <DataTable
          rows={withConditions}
          rowKey={(t) => `${t.from}->${t.to}`}
          scrollLabel={`Status changes of ${name}`}
          columns={[
            {header: 'From', cell: (t) => <code>{t.from}</code>, nowrap: true},
            {header: 'To', cell: (t) => <code>{t.to}</code>, nowrap: true},
            {
              header: 'When',
              cell: (t) => (
                <div className={partStyles.cell}>
                  <Markdown text={t.when} compact />
                </div>
              ),
            },
          ]}
        />
      )}
      <Diagram name={name} statuses={statuses} transitions={transitions} />
    </>
  );
}
