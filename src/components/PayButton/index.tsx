import {useEffect, useId, useRef, useState, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import DataTable from '@site/src/components/DataTable';
import {getSchema} from '@site/src/features/api/openapi';
import {
  amountPattern,
  buttonLabels,
  buttonModes,
  buttonOptionDocs,
  buttonSizes,
  buttonThemes,
  buttonSnippet,
  checkoutMessages,
  checkoutQueryParameters,
  commonMessageFields,
  defaultButtonOptions,
  frameSandbox,
  messageSource,
  policyDirectives,
  type ButtonOptions,
  type MessageField,
} from '@site/src/data/payButton';
import field from '@site/src/css/formField.module.css';
import styles from './styles.module.css';

type Example = {id: string; checkout_id?: string; amount_due?: unknown; expires_at?: string};

const exampleOf = (schema: string): Example => (getSchema(schema).examples?.[0] ?? {}) as Example;

/** The checkout the live button points at until the reader enters theirs: the example checkout of the API description. */
const exampleCheckoutId = exampleOf('Checkout').id;
const checkoutIdPattern = new RegExp(getSchema('Checkout').properties?.id.pattern ?? '^chk_');

type Choice<Key extends string> = {value: Key; label: string};

function choicesOf<Key extends string>(record: Record<Key, {label: string}>): Choice<Key>[] {
  return (Object.keys(record) as Key[]).map((value) => ({value, label: record[value].label}));
}

function RadioGroup<Key extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: Choice<Key>[];
  value: Key;
  onChange: (value: Key) => void;
}): ReactNode {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The "Pay with Coinloom" button, live, above the exact snippet that makes it.
 * Both come from one call to buttonSnippet(), and the preview's markup is set
 * from that string in the browser, so the button a reader sees is the code
 * they copy. The options regenerate both.
 */
export default function PayButton(): ReactNode {
  const id = useId();
  const [options, setOptions] = useState<ButtonOptions>({checkoutId: exampleCheckoutId, ...defaultButtonOptions});
  const [checkoutIdInput, setCheckoutIdInput] = useState('');
  const [note, setNote] = useState('');
  const preview = useRef<HTMLDivElement>(null);
  const checkoutIdValid = checkoutIdPattern.test(checkoutIdInput);
  const snippet = buttonSnippet({...options, checkoutId: checkoutIdValid ? checkoutIdInput : exampleCheckoutId});
  const amountInvalid = options.amount !== '' && !amountPattern.test(options.amount);

  // The server-rendered copy may be minified; in the browser the preview is parsed from the snippet itself.
  useEffect(() => {
    if (preview.current) {
      preview.current.innerHTML = snippet;
    }
  }, [snippet]);

  const set =
    <Key extends keyof ButtonOptions>(key: Key) =>
    (value: ButtonOptions[Key]) => {
      setOptions((current) => ({...current, [key]: value}));
      setNote('');
    };

  // The example checkout does not exist, so the preview explains what a click does instead of following it.
  function explainClick(event: MouseEvent<HTMLDivElement>): void {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (link) {
      event.preventDefault();
      setNote(`On your site, this button opens ${link.href}.`);
    }
  }

  return (
    <div className={styles.playground}>
      <form className={styles.controls} onSubmit={(event) => event.preventDefault()} aria-label="Button options">
        <RadioGroup
          legend="Theme"
          name={`${id}-theme`}
          choices={choicesOf(buttonThemes)}
          value={options.theme}
          onChange={set('theme')}
        />
        <RadioGroup
          legend="Size"
          name={`${id}-size`}
          choices={choicesOf(buttonSizes)}
          value={options.size}
          onChange={set('size')}
        />
        <RadioGroup
          legend="Label"
          name={`${id}-label`}
          choices={choicesOf(buttonLabels)}
          value={options.label}
          onChange={set('label')}
        />
        <RadioGroup
          legend="Mode"
          name={`${id}-mode`}
          choices={choicesOf(buttonModes)}
          value={options.mode}
          onChange={set('mode')}
        />
        <div className={styles.group}>
          <label htmlFor={`${id}-checkout`} className={styles.fieldLabel}>
            Checkout id
          </label>
          <input
            id={`${id}-checkout`}
            className={clsx(field.input, styles.input, styles.wideInput)}
            autoComplete="off"
            spellCheck={false}
            placeholder={exampleCheckoutId}
            value={checkoutIdInput}
            aria-invalid={checkoutIdInput !== '' && !checkoutIdValid}
            aria-describedby={`${id}-checkout-help`}
            onChange={(event) => {
              setCheckoutIdInput(event.target.value.trim());
              setNote('');
            }}
          />
          <p id={`${id}-checkout-help`} className={field.help}>
            {checkoutIdValid
              ? 'Your checkout.'
              : checkoutIdInput === ''
                ? 'Empty: the example checkout.'
                : 'Not a checkout id, so the example checkout stays.'}
          </p>
        </div>
        <div className={styles.group}>
          <label htmlFor={`${id}-amount`} className={styles.fieldLabel}>
            Amount (donations)
          </label>
          <input
            id={`${id}-amount`}
            className={clsx(field.input, styles.input)}
            inputMode="decimal"
            autoComplete="off"
            placeholder="25.00"
            value={options.amount}
            aria-invalid={amountInvalid}
            aria-describedby={`${id}-amount-help`}
            onChange={(event) => set('amount')(event.target.value.trim())}
          />
          <p id={`${id}-amount-help`} className={field.help}>
            {amountInvalid ? 'Not a decimal amount, so the link leaves it out.' : 'Leave empty for none.'}
          </p>
        </div>
      </form>
      <div className={styles.stage} data-browser-only>
        <div
          ref={preview}
          className={styles.preview}
          data-testid="pay-button-preview"
          onClickCapture={explainClick}
          dangerouslySetInnerHTML={{__html: snippet}}
        />
        <p className={styles.note} aria-live="polite">
          {note || 'The live button, built from the snippet below.'}
        </p>
      </div>
      <div className={styles.code} data-testid="pay-button-code">
        <CodeBlock language="html" title="pay-button.html">
          {snippet}
        </CodeBlock>
      </div>
    </div>
  );
}

function FieldList({fields}: {fields: readonly MessageField[]}): ReactNode {
  if (fields.length === 0) {
    return 'None besides the common fields.';
  }
  return (
    <ul className={styles.fieldList}>
      {fields.map((field) => (
        <li key={field.name}>
          <code>{field.name}</code> ({field.type}): {field.description}
        </li>
      ))}
    </ul>
  );
}

/** Every option of the button: where it sits in the snippet, its values and its default. */
export function ButtonOptionTable(): ReactNode {
  return (
    <div className={styles.wideTable}>
      <DataTable
        rows={buttonOptionDocs}
        rowKey={(option) => option.name}
        scrollLabel="Button options"
        columns={[
          {header: 'Option', cell: (option) => option.name},
          {header: 'Set in', cell: (option) => option.setIn},
          {
            header: 'Values',
            cell: (option) => (
              <ul className={styles.fieldList}>
                {option.values.map((entry) => (
                  <li key={entry.value}>
                    <code>{entry.value}</code>: {entry.means}
                  </li>
                ))}
              </ul>
            ),
          },
          {header: 'Default', cell: (option) => <code>{option.default}</code>, nowrap: true},
        ]}
      />
    </div>
  );
}

/** The fields every message from a checkout page carries. */
export function MessageCommonFieldTable(): ReactNode {
  return (
    <DataTable
      rows={commonMessageFields}
      rowKey={(field) => field.name}
      columns={[
        {header: 'Field', cell: (field) => <code>{field.name}</code>, nowrap: true},
        {header: 'Type', cell: (field) => field.type},
        {header: 'Value', cell: (field) => field.description},
      ]}
    />
  );
}

/** Every message a checkout page posts to the page that framed or opened it. */
export function CheckoutMessageTable(): ReactNode {
  return (
    <div className={styles.wideTable}>
      <DataTable
        rows={checkoutMessages}
        rowKey={(message) => message.type}
        scrollLabel="Checkout page messages"
        columns={[
          {header: 'Type', cell: (message) => <code>{message.type}</code>, nowrap: true},
          {header: 'When', cell: (message) => message.when},
          {header: 'Other fields', cell: (message) => <FieldList fields={message.fields} />},
        ]}
      />
    </div>
  );
}

/** Two messages of one payment, built from the example checkout and payment of the API description. */
export function CheckoutMessageExample(): ReactNode {
  const payment = exampleOf('Payment');
  const messages = [
    {
      source: messageSource,
      type: 'payment_created',
      checkout_id: payment.checkout_id,
      payment_id: payment.id,
      amount_due: payment.amount_due,
      expires_at: payment.expires_at,
    },
    {
      source: messageSource,
      type: 'payment_status',
      checkout_id: payment.checkout_id,
      payment_id: payment.id,
      status: 'paid',
    },
  ];
  return messages.map((message) => (
    <CodeBlock key={message.type} language="json" title={`event.data of ${message.type}`}>
      {JSON.stringify(message, null, 2)}
    </CodeBlock>
  ));
}

/** The sandbox tokens of the checkout iframe, and why each is there. */
export function FrameSandboxTable(): ReactNode {
  return (
    <div className={styles.wideTable}>
      <DataTable
        rows={frameSandbox}
        scrollLabel="Iframe sandbox tokens"
        rowKey={(entry) => entry.token}
        columns={[
          {header: 'Token', cell: (entry) => <code>{entry.token}</code>, nowrap: true},
          {header: 'Why the checkout page needs it', cell: (entry) => entry.why},
        ]}
      />
    </div>
  );
}

/** The directives a merchant's content security policy needs for the button, the popup and the iframe. */
export function PolicyList(): ReactNode {
  return (
    <ul>
      {policyDirectives.map((entry) => (
        <li key={entry.directive}>
          <code>
            {entry.directive} {entry.value}
          </code>{' '}
          (for the {entry.neededFor}): {entry.why}
        </li>
      ))}
    </ul>
  );
}

/** The query parameters a hosted checkout page reads from its address. */
export function QueryParameterTable(): ReactNode {
  return (
    <div className={styles.wideTable}>
      <DataTable
        rows={checkoutQueryParameters}
        scrollLabel="Checkout page query parameters"
        rowKey={(parameter) => parameter.name}
        columns={[
          {header: 'Parameter', cell: (parameter) => <code>{parameter.name}</code>, nowrap: true},
          {header: 'Read by', cell: (parameter) => parameter.readBy},
          {header: 'Values', cell: (parameter) => parameter.values},
          {header: 'What it does', cell: (parameter) => parameter.does},
        ]}
      />
    </div>
  );
}
