// RUN: mlir-opt %s -split-input-file
gpu.binary @k [#gpu.object<#rocdl.target<chip = "gfx900">, kernels = <[#gpu.kernel_metadata<"a", () -> (), metadata = {a}, arg_attrs = [{x}]>]>, bin = "BLOB">]
// -----
gpu.binary @k [#gpu.object<#rocdl.target<chip = "gfx900">, kernels = <[#gpu.kernel_metadata<"a", i32>]>, bin = "BLOB">]
// -----
gpu.binary @k [#gpu.object<#rocdl.target<chip = "gfx900">, kernels = <[]>, bin = "BLOB">]
// -----
gpu.binary @k [#gpu.object<#rocdl.target<chip = "gfx900">, kernels = <>, bin = "BLOB">]
// -----
gpu.binary @t [#gpu.object<#nvvm.target, kernels = #gpu.kernel_table<[#gpu.kernel_metadata<"z", (i32) -> ()>, <"b", () -> (), metadata = {n = 1 : i32}>]>, "x">]
gpu.binary @u [#gpu.object<#nvvm.target, properties = {O = 1}, kernels = #gpu.kernel_table<>, offload = "x">]
