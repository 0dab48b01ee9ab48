import { useToast } from './toast.tsx';

/** Copies `value` to the clipboard and confirms with a toast. */
export function CopyButton({
  value,
  label = '복사',
  ariaLabel,
}: {
  value: string;
  label?: string;
  ariaLabel?: string;
}) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.show('복사되었습니다.', 'success');
    } catch {
      toast.show('복사하지 못했습니다. 직접 선택해서 복사해 주세요.', 'error');
    }
  };
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      aria-label={ariaLabel}
      onClick={() => void copy()}
    >
      {label}
    </button>
  );
}
