// Types of check-imports.mjs for its test.
export interface ImportProblem {
  rule: 'layer' | 'module-entry'
  from: string
  to: string
  message: string
}
export function checkImports(root: string): {
  files: number
  cycles: string[][]
  areaCycles: string[][]
  /** Area cycles outside the server: reported, not failed. */
  notes: string[][]
  violations: ImportProblem[]
}
