/** What a screen shows when its data could not be loaded: why, and a button to try again. */
interface Props {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

export function LoadFailed({ message, retryLabel, onRetry }: Props) {
  return (
    <div className="rounded-md border-s-4 border-red-600 bg-red-50 p-4 text-red-900" role="alert">
      <p className="font-medium">{message}</p>
      <button type="button" onClick={onRetry} className="mt-3 rounded-md bg-navy-900 px-4 py-2 font-semibold text-white hover:bg-navy-700">
        {retryLabel}
      </button>
    </div>
  );
}
