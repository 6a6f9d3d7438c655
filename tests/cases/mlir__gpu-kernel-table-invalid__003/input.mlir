
// expected-error@+4 {{invalid kind of attribute specified}}
// expected-error@+3 {{failed to parse GPU_KernelMetadataAttr parameter 'metadata' which is to be a `DictionaryAttr`}}
// expected-error@+2 {{failed to parse GPU_KernelTableAttr parameter 'kernel_table' which is to be a `::llvm::ArrayRef<KernelMetadataAttr>`}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'kernels' which is to be a `KernelTableAttr`}}
gpu.binary @k [#gpu.object<#rocdl.target<chip = "gfx900">, kernels = <[#gpu.kernel_metadata<"a", () -> (), metadata = [1]>]>, bin = "BLOB">]
