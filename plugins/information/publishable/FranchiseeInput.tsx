import { SelectInput } from 'react-admin';

/**
 * The franchisee a notice, banner or article is for, which only an admin picks (the caller shows
 * it to an admin alone); left empty, the content is platform-wide. Its texts are under `ns`:
 * col.franchisee, platformWide and franchiseeHelp.
 */
export function FranchiseeInput({ ns, choices }: { ns: string; choices: { id: number; name: string }[] | undefined }) {
  return (
    <SelectInput
      source="franchiseeId"
      label={`${ns}.col.franchisee`}
      choices={choices ?? []}
      emptyText={`${ns}.platformWide`}
      helperText={`${ns}.franchiseeHelp`}
      sx={{ minWidth: 200 }}
    />
  );
}
