"builtin.module"() ({
  "gpu.binary"() <{objects = [#gpu.object<#nvvm.target, kernels = <[#gpu.kernel_metadata<"b", () -> (), metadata = {n = 1 : i32}>, #gpu.kernel_metadata<"z", (i32) -> ()>]>, "x">], offloadingHandler = #gpu.select_object, sym_name = "t"}> : () -> ()
  "gpu.binary"() <{objects = [#gpu.object<#nvvm.target, properties = {O = 1 : i64}, kernels = <>, offload = "x">], offloadingHandler = #gpu.select_object, sym_name = "u"}> : () -> ()
}) : () -> ()

