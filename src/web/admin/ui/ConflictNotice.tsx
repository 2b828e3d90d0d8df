import { FormAlert } from '../../components/FormAlert';
import { Button } from './Button';

type Props = {
  /** What was saved by the other admin: "post", "lesson". */
  what: string;
  onReload: () => void;
  /** What reloading does to the admin's own text. */
  explanation?: string;
  reloadLabel?: string;
};

/** What a save refused with edit_conflict says: another admin saved first, and the admin's text is still in the form. */
export function ConflictNotice({
  what,
  onReload,
  explanation = 'Reload to see their version; your changes are kept in the form until you do, so you can copy them first.',
  reloadLabel = 'Reload their version',
}: Props) {
  return (
    <FormAlert tone="warning">
      <p className="font-semibold">Another admin saved this {what} after you opened it.</p>
      <p className="mt-1">{explanation}</p>
      <Button className="mt-3" onClick={onReload}>
        {reloadLabel}
      </Button>
    </FormAlert>
  );
}
