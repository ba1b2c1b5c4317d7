// Types of chromium.mjs for the TypeScript configs that import it.
export const chromiumPath: string
export const chromiumArgs: string[]
