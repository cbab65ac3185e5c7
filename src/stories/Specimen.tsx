import type { ReactNode } from 'react';
import { specimen, specimenName } from './samples.css';

/**
 * One sample of a variant, captioned with its code name (what a designer asks for, the same
 * in every locale; list the names in the story's `parameters.sameInEveryLocale`).
 */
export function Specimen({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className={specimen}>
      <code className={specimenName}>{name}</code>
      {children}
    </div>
  );
}
