import {useEffect, useState} from 'react';
import {canonicalString, signatureOf, type SignedParts} from './request';

/** Whether this page can sign: Web Crypto's `crypto.subtle` is there on HTTPS pages (and localhost) only. */
export const canSign = (): boolean => typeof crypto !== 'undefined' && Boolean(crypto.subtle);

/**
 * The X-Coinloom-Signature of the request as it stands, made in the page with Web Crypto, and `signing`, what it is
 * made for: the secret and the string to sign, or '' when there is nothing to sign (no parts, no secret, or a page
 * that cannot sign). The signature is '' until it is made, and never one made for an earlier request or secret.
 */
export function useSignature(secret: string, parts: SignedParts | undefined): {signing: string; signature: string} {
  const signing = parts && secret && canSign() ? JSON.stringify([secret, canonicalString(parts)]) : '';
  const [signed, setSigned] = useState({for: '', value: ''});
  useEffect(() => {
    if (!signing || !parts) return;
    let current = true;
    void signatureOf(secret, parts).then((value) => {
      if (current) setSigned({for: signing, value});
    });
    return () => {
      current = false;
    };
    // `signing` stands for the secret and the parts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signing]);
  return {signing, signature: signing && signed.for === signing ? signed.value : ''};
}
