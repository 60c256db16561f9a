/**
 * A field's name as it reads inside a sentence ("The {label} field is required."): a key of the
 * catalogue's `rules.label.*`, said in the reader's language with the sentence around it
 * (common/said.ts), so a sentence never mixes two languages. `rules` is the group the browser
 * loads too: the shared rules (common/) say their refusals there, in the browser as on the server.
 */
import type rules from '../resources/lang/en/rules.json';
import { say, type Said } from './said';

type RulesKey = keyof typeof rules;
/** The names of `rules.label.*`: `'name'`, `'userID'`, `'creditCard'`. */
export type Label = RulesKey extends infer K
  ? K extends `rules.label.${infer L}`
    ? L
    : never
  : never;

export const sayLabel = (label: Label): Said => say(`rules.label.${label}`);
