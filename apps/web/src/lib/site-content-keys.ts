/**
 * Query keys of the storefront's content lists. The pages that show them own their fetchers; the
 * operator console invalidates these after a change, so the operator's own browser shows it at once.
 */
export const noticesQueryKey = ['catalog', 'notices'] as const;
export const qnasQueryKey = ['catalog', 'qnas'] as const;
export const registerWhereQueryKey = ['catalog', 'register-where'] as const;
