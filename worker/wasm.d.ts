/** wrangler (and the vitest pool) import `.wasm` files as compiled WebAssembly modules (CompiledWasm rule). */
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}

/** libwebp's encoder glue from @jsquash/webp (Emscripten factory; typed where we call it). */
declare module "@jsquash/webp/codec/enc/webp_enc_simd.js" {
  const factory: unknown;
  export default factory;
}
