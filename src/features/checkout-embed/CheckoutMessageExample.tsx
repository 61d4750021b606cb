import {type ReactNode} from 'react';
import CodeBlock from '@site/src/lib/codeBlocks';
import {exampleOf} from './apiExamples';
import {messageSource} from '@site/src/data/payButton';

/** Two messages of one payment, built from the example checkout and payment of the API description. */
export default function CheckoutMessageExample(): ReactNode {
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
