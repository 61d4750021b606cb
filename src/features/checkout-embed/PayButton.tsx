import {useEffect, useId, useRef, useState, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@site/src/lib/codeBlocks';
import checkoutIdPatternSource from '@site/static/openapi.yaml?pick=/components/schemas/Checkout/properties/id/pattern';
import {exampleOf} from './apiExamples';
import {buttonSnippet} from './snippets';
import {
  amountPattern,
  builderLabels,
  buttonLabels,
  buttonModes,
  buttonSizes,
  buttonThemes,
  defaultButtonOptions,
  type ButtonOptions,
} from '@site/src/data/payButton';
import RadioGroup, {choicesOf} from './RadioGroup';
import field from '@site/src/css/formField.module.css';
import styles from './styles.module.css';

/** The checkout the live button points at until the reader enters theirs: the example checkout of the API description. */
const exampleCheckoutId = exampleOf('Checkout').id;
const checkoutIdPattern = new RegExp(String(checkoutIdPatternSource));

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
      <form
        className={styles.controls}
        onSubmit={(event) => event.preventDefault()}
        aria-label="Button options"
        data-browser-only>
        <RadioGroup
          legend={builderLabels.theme}
          name={`${id}-theme`}
          choices={choicesOf(buttonThemes)}
          value={options.theme}
          onChange={set('theme')}
        />
        <RadioGroup
          legend={builderLabels.size}
          name={`${id}-size`}
          choices={choicesOf(buttonSizes)}
          value={options.size}
          onChange={set('size')}
        />
        <RadioGroup
          legend={builderLabels.label}
          name={`${id}-label`}
          choices={choicesOf(buttonLabels)}
          value={options.label}
          onChange={set('label')}
        />
        <RadioGroup
          legend={builderLabels.mode}
          name={`${id}-mode`}
          choices={choicesOf(buttonModes)}
          value={options.mode}
          onChange={set('mode')}
        />
        <div className={styles.group}>
          <label htmlFor={`${id}-checkout`} className={styles.fieldLabel}>
            {builderLabels.checkoutId}
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
            {builderLabels.amount}
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
