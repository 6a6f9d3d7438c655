// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'kernels' which is to be a `KernelTableAttr`}}
gpu.binary @k [#gpu.object<#rocdl.target<chip = "gfx900">, kernels = #gpu.kernel_metadata<"a", () -> ()>, bin = "BLOB">]
// -----
// expected-error@+3 {{expected '<'}}
// expected-error@+2 {{failed to parse GPU_KernelTableAttr parameter 'kernel_table' which is to be a `::llvm::ArrayRef<KernelMetadataAttr>`}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'kernels' which is to be a `KernelTableAttr`}}
gpu.binary @k [#gpu.object<#rocdl.target<chip = "gfx900">, kernels = <[1]>, bin = "BLOB">]
// -----
// expected-error@+4 {{invalid kind of attribute specified}}
// expected-error@+3 {{failed to parse GPU_KernelMetadataAttr parameter 'arg_attrs' which is to be a `ArrayAttr`}}
// expected-error@+2 {{failed to parse GPU_KernelTableAttr parameter 'kernel_table' which is to be a `::llvm::ArrayRef<KernelMetadataAttr>`}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'kernels' which is to be a `KernelTableAttr`}}
gpu.binary @k [#gpu.object<#rocdl.target<chip = "gfx900">, kernels = <[#gpu.kernel_metadata<"a", () -> (), arg_attrs = {x}>]>, bin = "BLOB">]
// -----
// expected-error@+4 {{invalid kind of attribute specified}}
// expected-error@+3 {{failed to parse GPU_KernelMetadataAttr parameter 'metadata' which is to be a `DictionaryAttr`}}
// expected-error@+2 {{failed to parse GPU_KernelTableAttr parameter 'kernel_table' which is to be a `::llvm::ArrayRef<KernelMetadataAttr>`}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'kernels' which is to be a `KernelTableAttr`}}
gpu.binary @k [#gpu.object<#rocdl.target<chip = "gfx900">, kernels = <[#gpu.kernel_metadata<"a", () -> (), metadata = [1]>]>, bin = "BLOB">]
// -----
// expected-error@+2 {{expected all kernels to be uniquely named}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'kernels' which is to be a `KernelTableAttr`}}
gpu.binary @k [#gpu.object<#rocdl.target<chip = "gfx900">, kernels = <[#gpu.kernel_metadata<"a", () -> ()>, #gpu.kernel_metadata<"a", () -> (i32)>]>, bin = "BLOB">]
// -----
// expected-error@+3 {{duplicate or unknown struct parameter name: foo}}
// expected-error@+2 {{failed to parse GPU_KernelTableAttr parameter 'kernel_table' which is to be a `::llvm::ArrayRef<KernelMetadataAttr>`}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'kernels' which is to be a `KernelTableAttr`}}
gpu.binary @k [#gpu.object<#rocdl.target<chip = "gfx900">, kernels = <[#gpu.kernel_metadata<"a", () -> (), foo = 1>]>, bin = "BLOB">]
