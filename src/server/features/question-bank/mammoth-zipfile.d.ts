/** The zip reader mammoth opens a .docx with (mammoth/lib/zipfile.js), which ships without types. */
declare module 'mammoth/lib/zipfile.js' {
  export interface DocxZip {
    exists(name: string): boolean;
    read(name: string, encoding: 'utf-8'): Promise<string>;
    write(name: string, contents: string): void;
    toArrayBuffer(): Promise<ArrayBuffer>;
  }
  export function openArrayBuffer(buffer: ArrayBuffer | Uint8Array): Promise<DocxZip>;
}
