"builtin.module"() ({
  "gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">], offloadingHandler = #gpu.select_object, sym_name = "binary_1"}> : () -> ()
  "gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">, #gpu.object<#nvvm.target<chip = "sm_90">, "">], offloadingHandler = #gpu.select_object<#nvvm.target<chip = "sm_90">>, sym_name = "binary_2"}> : () -> ()
  "gpu.binary"() <{objects = [#gpu.object<#nvvm.target, bin = "BLOB">, #gpu.object<#nvvm.target, assembly = "">, #gpu.object<#nvvm.target, properties = {O = 3 : i32}, offload = "">, #gpu.object<#nvvm.target, "">], offloadingHandler = #gpu.select_object<1 : i64>, sym_name = "binary_3"}> : () -> ()
  "gpu.binary"() <{objects = [#gpu.object<#rocdl.target, kernels = <[#gpu.kernel_metadata<"a_kernel", (i32, f32) -> (), arg_attrs = [{llvm.read_only}, {}], metadata = {sgpr_count = 255 : i64}>, #gpu.kernel_metadata<"z_kernel", () -> ()>]>, bin = "BLOB">], offloadingHandler = #gpu.select_object, sym_name = "kernels"}> : () -> ()
  "gpu.module"() <{sym_name = "targets", targets = [#nvvm.target, #rocdl.target<chip = "gfx90a">]}> ({
  ^bb0:
  }) : () -> ()
  "gpu.module"() <{offloadingHandler = #gpu.select_object<0 : i64>, sym_name = "handler", targets = [#nvvm.target]}> ({
  ^bb0:
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "launch"}> ({
  ^bb0(%arg0: index):
    "gpu.launch_func"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0) <{kernel = @binary_1::@kernel, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()

