// RUN: mlir-opt %s -split-input-file
gpu.binary @k [#gpu.object<#rocdl.target<chip = "gfx900">, kernels = <[#gpu.kernel_metadata<"a", () -> (), metadata = {a}, arg_attrs = [{x}]>]>, bin = "BLOB">]
