/** The shell's stylesheet's two cuts (build/purged-css-plugin.ts makes them; app/shell-stylesheets.ts loads them). */
declare module 'virtual:shell-stylesheets' {
  /** The URL of the cut with the rules the public pages' code can use. */
  export const publicPages: string;
  /** The URL of the cut with every rule the whole app's code can use: the same rules in the same order, and more. */
  export const wholeApp: string;
}
