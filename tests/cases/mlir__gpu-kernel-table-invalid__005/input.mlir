
// expected-error@+3 {{duplicate or unknown struct parameter name: foo}}
// expected-error@+2 {{failed to parse GPU_KernelTableAttr parameter 'kernel_table' which is to be a `::llvm::ArrayRef<KernelMetadataAttr>`}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'kernels' which is to be a `KernelTableAttr`}}
gpu.binary @k [#gpu.object<#rocdl.target<chip = "gfx900">, kernels = <[#gpu.kernel_metadata<"a", () -> (), foo = 1>]>, bin = "BLOB">]
