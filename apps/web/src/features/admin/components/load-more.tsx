import type { ComponentProps } from 'react';
import { LoadMore as BaseLoadMore } from '../../../components/ui/load-more.tsx';

/** The '더 보기' button under a keyset-paged console table. */
export function LoadMore(props: Omit<ComponentProps<typeof BaseLoadMore>, 'className'>) {
  return <BaseLoadMore {...props} className="admin-load-more" />;
}
