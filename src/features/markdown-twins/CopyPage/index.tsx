import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import {markdownTwinPath} from '@site/src/features/markdown-twins/twinPath';
import styles from './styles.module.css';

/**
 * "Copy page" and "View as Markdown" for a doc page: the first puts the page's
 * Markdown twin (written by the build, see src/features/markdown-twins/options.ts) on the clipboard,
 * the second opens it. The twin is fetched when the reader points at or focuses
 * the button, so the copy itself is instant.
 */

type State = 'idle' | 'copying' | 'copied' | 'failed';

const FEEDBACK_MS = 2500;

const cache = new Map<string, Promise<string>>();

function fetchMarkdown(url: string): Promise<string> {
  let request = cache.get(url);
  if (!request) {
    request = fetch(url, {headers: {Accept: 'text/markdown, text/plain'}}).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.text();
    });
    // A failed fetch is not remembered: the next attempt asks again.
    request.catch(() => cache.delete(url));
    cache.set(url, request);
  }
  return request;
}

/** Copies with a hidden text area: for browsers or pages (plain http) without the Clipboard API. */
function copyWithSelection(text: string): void {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('The browser refused to copy.');
}

async function copyMarkdown(url: string): Promise<void> {
  const text = fetchMarkdown(url);
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clipboard && typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    // Handing the clipboard a promise keeps the click's permission while the text loads (Safari needs this).
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    await clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  if (clipboard) {
    await clipboard.writeText(await text);
    return;
  }
  copyWithSelection(await text);
}

function CopyIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </svg>
  );
}

function CheckIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

function FileIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M8.5 16.5v-4l2 2.5 2-2.5v4M15.5 12.5v4m0 0l-1.5-1.5m1.5 1.5l1.5-1.5" />
    </svg>
  );
}

const LABELS: Record<State, string> = {
  idle: 'Copy page',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Copy failed',
};

const ANNOUNCEMENTS: Record<State, string> = {
  idle: '',
  copying: '',
  copied: 'The page is on your clipboard as Markdown.',
  failed: 'The page could not be copied. Open it as Markdown and copy it from there.',
};

export default function CopyPage({className}: {className?: string}): ReactNode {
  const {pathname} = useLocation();
  const twin = useBaseUrl(markdownTwinPath(pathname));
  // The outcome belongs to the page it was for: after moving to another page the button starts afresh.
  const [outcome, setOutcome] = useState<{twin: string; state: State}>({twin, state: 'idle'});
  const state = outcome.twin === twin ? outcome.state : 'idle';
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const prefetch = useCallback(() => {
    fetchMarkdown(twin).catch(() => undefined);
  }, [twin]);

  const copy = useCallback(async () => {
    if (state === 'copying') return;
    window.clearTimeout(timer.current);
    setOutcome({twin, state: 'copying'});
    let result: State = 'copied';
    try {
      await copyMarkdown(twin);
    } catch {
      result = 'failed';
    }
    setOutcome({twin, state: result});
    timer.current = window.setTimeout(() => setOutcome({twin, state: 'idle'}), FEEDBACK_MS);
  }, [twin, state]);

  return (
    <div className={clsx(styles.actions, className)} data-browser-only>
      <Head>
        <link rel="alternate" type="text/markdown" href={twin} title="This page as Markdown" />
      </Head>
      <button
        type="button"
        className={clsx(styles.action, state === 'copied' && styles.done, state === 'failed' && styles.failed)}
        onClick={() => void copy()}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-disabled={state === 'copying' || undefined}
        title="Copy this page as Markdown, for example to paste into an AI assistant">
        {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
        <span className="sr-only-on-phone">{LABELS[state]}</span>
      </button>
      {/* A static file, not a route: <Link> would route it in the app and show the not-found page. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a className={styles.action} href={twin} type="text/markdown">
        <FileIcon />
        <span className="sr-only-on-phone">View as Markdown</span>
      </a>
      <span className="sr-only" role="status" aria-live="polite">
        {ANNOUNCEMENTS[state]}
      </span>
    </div>
  );
}
