/**
 * The name that ties an operation's folded Try it control in the build-time HTML to the loader of its data
 * in the page's script: the operation id, and the request example it opens on when the page names one.
 */
export function tryItId(operationId: string, example?: string): string {
  return example ? `${operationId}:${example}` : operationId;
}
