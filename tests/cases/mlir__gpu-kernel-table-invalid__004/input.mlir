
// expected-error@+2 {{expected all kernels to be uniquely named}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'kernels' which is to be a `KernelTableAttr`}}
gpu.binary @k [#gpu.object<#rocdl.target<chip = "gfx900">, kernels = <[#gpu.kernel_metadata<"a", () -> ()>, #gpu.kernel_metadata<"a", () -> (i32)>]>, bin = "BLOB">]
