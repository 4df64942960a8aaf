import { useEffect, useRef } from 'react';
import { render, screen } from '@testing-library/react';
import { ResourceDefinitionContextProvider, useResourceDefinitionContext, useResourceDefinitions, type ResourceDefinition } from 'ra-core';
import { appRoutes, resourceDefinitionsOf } from '../../../src/routes/appRoutes';
import { registry } from '../fixtures/fakes';

// Issue 19: react-admin's router registers the resources in an effect of its first render, and
// again (unregister, register) whenever the permissions change; each time the definitions were
// a new object and everything reading them rendered again: the whole layout and the screen.

describe('resourceDefinitionsOf', () => {
  it('gives every registry resource the definition react-admin would register', () => {
    const definitions = resourceDefinitionsOf(appRoutes(registry));
    expect(Object.keys(definitions).sort()).toEqual(registry.resources.map((r) => r.name).sort());
    for (const r of registry.resources) {
      expect(definitions[r.name]).toMatchObject({
        name: r.name,
        hasList: !!r.list,
        hasEdit: !!r.edit,
        hasShow: !!r.show,
        hasCreate: !!r.create,
      });
    }
  });
});

describe('ResourceDefinitionContextProvider (patched ra-core)', () => {
  const posts: ResourceDefinition = { name: 'posts', hasList: true, hasEdit: false, hasShow: false, hasCreate: false };

  function Consumer({ renders }: { renders: { count: number } }) {
    renders.count += 1;
    const definitions = useResourceDefinitions();
    return <span data-testid="names">{Object.keys(definitions).join(',')}</span>;
  }

  /** What the router does when the permissions change: unregister everything, register it again. */
  function Reregister({ definition, times }: { definition: ResourceDefinition; times: number }) {
    const { register, unregister } = useResourceDefinitionContext();
    const done = useRef(0);
    useEffect(() => {
      if (done.current >= times) return;
      done.current += 1;
      unregister(definition);
      register({ ...definition });
    });
    return null;
  }

  it('keeps its value while a re-registration gives the same definitions, so readers do not render again', async () => {
    const renders = { count: 0 };
    render(
      <ResourceDefinitionContextProvider definitions={{ posts }}>
        <Consumer renders={renders} />
        <Reregister definition={posts} times={3} />
      </ResourceDefinitionContextProvider>,
    );
    expect(await screen.findByTestId('names')).toHaveTextContent('posts');
    expect(renders.count).toBe(1);
  });

  it('hands a changed definition on', async () => {
    const renders = { count: 0 };
    render(
      <ResourceDefinitionContextProvider definitions={{ posts }}>
        <Consumer renders={renders} />
        <Reregister definition={{ ...posts, name: 'comments' }} times={1} />
      </ResourceDefinitionContextProvider>,
    );
    expect(await screen.findByTestId('names')).toHaveTextContent('posts,comments');
    expect(renders.count).toBe(2);
  });
});
