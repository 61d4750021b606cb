/** Words that several of the rules read. */

/** A word that denies what the sentence says. */
export const negation =
  /\b(?:no|not|never|none|neither|nor|without|cannot|can't|doesn't|don't|isn't|aren't|won't|nothing)\b/;

/** A refund, in any of its forms. */
export const refundWord = /\brefund(?:s|ed|ing)?\b/;

/** The clauses of a sentence: what its semicolons and colons separate. */
export const clauses = (text: string) => text.split(/;|:(?= )/);
