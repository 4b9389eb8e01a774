import type { EstimateEditorState } from './use-estimate-editor.ts';

/** What every part of the editor needs: the draft's state and edits, and how amounts are read and written. */
export type EditorContext = {
  editor: EstimateEditorState;
  locale: string;
  money: (cents: number) => string;
  /** The id of the list of units a line's unit box suggests. */
  unitsListId: string;
};
