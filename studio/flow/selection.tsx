import { createContext, useContext } from 'react';

export type Selection =
  | { kind: 'node'; id: string }
  | { kind: 'item'; node: string; id: string }
  | { kind: 'edge'; id: string }
  | { kind: 'transition'; id: string; node: string };

/**
 * What is selected on /dev/flow and how to change it: one state the diagram and the inspector
 * (and the buttons deep inside them) read, instead of props passed down through each layer.
 */
export interface SelectionState {
  selection: Selection | null;
  select(selection: Selection): void;
  /** Shows or hides a node's substates. */
  toggle(node: string): void;
}

const SelectionContext = createContext<SelectionState | null>(null);

export const SelectionProvider = SelectionContext.Provider;

export function useSelection(): SelectionState {
  const state = useContext(SelectionContext);
  if (!state) throw new Error('useSelection: no SelectionProvider above this component');
  return state;
}
