module {
  gpu.binary @t  [#gpu.object<#nvvm.target, kernels = <[#gpu.kernel_metadata<"b", () -> (), metadata = {n = 1 : i32}>, #gpu.kernel_metadata<"z", (i32) -> ()>]>, "x">]
  gpu.binary @u  [#gpu.object<#nvvm.target, properties = {O = 1 : i64}, kernels = <>, offload = "x">]
}

