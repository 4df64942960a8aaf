import { SelectInput } from 'react-admin';

/**
 * The franchisee a notice, banner or article is for, which only an admin picks (the caller shows
 * it to an admin alone); left empty, the content is platform-wide. Its texts are under `ns`:
 * col.franchisee, platformWide and franchiseeHelp. `flex` sizes it in a row it shares (a basis of
 * 0 beside the others', so a full-width select does not take the whole row).
 */
export function FranchiseeInput({ ns, choices, flex }: { ns: string; choices: { id: number; name: string }[] | undefined; flex?: number }) {
  return (
    <SelectInput
      source="franchiseeId"
      label={`${ns}.col.franchisee`}
      choices={choices ?? []}
      emptyText={`${ns}.platformWide`}
      helperText={`${ns}.franchiseeHelp`}
      sx={{ minWidth: 200, flex }}
    />
  );
}
