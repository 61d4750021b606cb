import {useEffect, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

/** How long the feedback stays before it fades out and is cleared (the fade is in styles.module.css). */
const SAID_FOR_MS = 2000;

/**
 * A button that copies a text, then says Copied beside it, seen and announced (a status region), and fades back;
 * where the browser refuses, it says how to copy instead. The theme's copy button cannot stand here (the feature's
 * README says why).
 */
export function CopyButton({text, label}: {text: string; label: string}): ReactNode {
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!said) return;
    const timer = window.setTimeout(() => setSaid(''), SAID_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [said]);
  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      setSaid('Copied');
    } catch {
      setSaid('Not copied: select the code and copy it');
    }
  }
  return (
    <span className={styles.copy}>
      <span role="status" className={styles.copied} data-try-it-copied>
        {said}
      </span>
      <button
        type="button"
        className="button button--sm button--secondary"
        aria-label={label}
        onClick={() => void copy()}>
        Copy
      </button>
    </span>
  );
}
