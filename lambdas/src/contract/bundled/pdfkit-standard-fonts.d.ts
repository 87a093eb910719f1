/** pdfkit's standard-font metrics modules (its package exports them; @types/pdfkit does not know them yet). */
declare module 'pdfkit/standard-fonts/*' {
  const font: { name: string };
  export default font;
}
