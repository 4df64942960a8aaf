/**
 * The line an agent counts in under `root` (null: the whole tree): the root itself, or the direct
 * sub-agent of the root whose subtree holds it. Paths are '/<id>/<id>/…/'.
 */
export function lineOfAgent(root: { id: number; path: string } | null, agent: { id: number; path: string }): number {
  if (root !== null && agent.id === root.id) return root.id;
  return Number(agent.path.slice((root?.path ?? '/').length).split('/')[0]);
}
