import { FormAlert } from '../../components/FormAlert';
import { Button } from './Button';

type Props = {
  /** When the kept copy was last written. */
  savedAt: string | null;
  /** Someone saved the item since the copy was started. */
  stale: boolean;
  onDiscard: () => void;
};

/** Offered back when an editor's form was filled from the copy this browser kept (a closed tab, a crash). */
export function DraftNotice({ savedAt, stale, onDiscard }: Props) {
  return (
    <FormAlert tone={stale ? 'warning' : 'info'} role="status">
      <p className="font-semibold">Unsaved changes kept in this browser{savedAt ? ` on ${new Date(savedAt).toLocaleString('en-GB')}` : ''} are back in the form.</p>
      {stale && <p className="mt-1">Someone saved a newer version since you made them: check theirs before saving yours, or discard your copy.</p>}
      <Button className="mt-3" onClick={onDiscard}>
        Discard them
      </Button>
    </FormAlert>
  );
}
