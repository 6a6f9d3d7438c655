// RUN: mlir-opt %s --split-input-file
module attributes {gpu.container_module} {
  gpu.binary @binary_1 [#gpu.object<#nvvm.target, "">]
  gpu.binary @binary_2 <#gpu.select_object<#nvvm.target<chip = "sm_90">>> [#gpu.object<#nvvm.target, "">, #gpu.object<#nvvm.target<chip = "sm_90">, "">]
  gpu.binary @binary_3 <#gpu.select_object<1>> [#gpu.object<#nvvm.target, bin = "BLOB">, #gpu.object<#nvvm.target, assembly = "">, #gpu.object<#nvvm.target, properties = {O = 3 : i32}, offload = "">, #gpu.object<#nvvm.target, fatbin = "">]
  gpu.binary @kernels [#gpu.object<#rocdl.target, kernels = <[#gpu.kernel_metadata<"z_kernel", () -> ()>, #gpu.kernel_metadata<"a_kernel", (i32, f32) -> (), arg_attrs = [{llvm.read_only}, {}], metadata = {sgpr_count = 255 : i64}>]>, bin = "BLOB">]
  gpu.module @targets [#nvvm.target, #rocdl.target<chip = "gfx90a">] {
  }
  gpu.module @handler <#gpu.select_object<0 : i64>> [#nvvm.target] {
  }
  func.func @launch(%sz : index) {
    gpu.launch_func @binary_1::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

func.func @mapping() attributes {m = [#gpu.thread<x>, #gpu.block<y>, #gpu.warp<z>, #gpu.warpgroup<linear_dim_3>, #gpu.lane<x>, #gpu.memory_space<workgroup>]} {
  return
}
