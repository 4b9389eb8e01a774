// heic-decode ships no types; this is the part of its API the gateway uses.
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel. */
    data: Uint8ClampedArray;
  }

  interface ImageInFile {
    /** Read from the container, before any pixel is decoded. */
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }

  interface HeicDecode {
    (input: { buffer: Uint8Array }): Promise<DecodedImage>;
    /** The file's top-level images, not yet decoded: call `dispose()` when done. */
    all(input: { buffer: Uint8Array }): Promise<ImageInFile[] & { dispose(): void }>;
  }

  const decode: HeicDecode;
  export default decode;
}
