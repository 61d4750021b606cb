import checkoutExamples from '@site/static/openapi.yaml?pick=/components/schemas/Checkout/examples';
import paymentExamples from '@site/static/openapi.yaml?pick=/components/schemas/Payment/examples';

type Example = {id: string; checkout_id?: string; amount_due?: unknown; expires_at?: string};

const examples = {Checkout: checkoutExamples, Payment: paymentExamples} as Record<'Checkout' | 'Payment', Example[]>;

/** The first example of a schema in the API description: the checkout and payment the snippets show. */
export function exampleOf(schema: 'Checkout' | 'Payment'): Example {
  return examples[schema][0] ?? ({} as Example);
}
