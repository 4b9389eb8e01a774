// jsdom ships no types, and the project adds no @types package for one constructor: the server
// entry's tests (in Node, as the publisher runs it) parse the pages it renders with it.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
