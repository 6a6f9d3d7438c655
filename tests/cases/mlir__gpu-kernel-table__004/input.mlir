
gpu.binary @t [#gpu.object<#nvvm.target, kernels = #gpu.kernel_table<[#gpu.kernel_metadata<"z", (i32) -> ()>, <"b", () -> (), metadata = {n = 1 : i32}>]>, "x">]
gpu.binary @u [#gpu.object<#nvvm.target, properties = {O = 1}, kernels = #gpu.kernel_table<>, offload = "x">]
