#executable_target_embedded_elf_x86_64_ = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0 * 4)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64_]> : !hal.device
module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  "util.global"() <{sym_name = "__device_0", sym_visibility = "private", initial_value = #device_target_local, type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "_params.w", sym_visibility = "private", type = tensor<4x4xf32>}> {noinline} : () -> ()
  func.func @predict(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {iree.abi.model = "coarse-fences", iree.abi.stub, iree.reflection = {iree.abi.declaration = "async func @predict(%input0: tensor<4x4xf32>) -> (%output0: tensor<4x4xf32>)"}} {
    %c4 = arith.constant 4 : index
    %0 = "hal.tensor.import"(%arg0, %arg1) <{target_encoding = tensor<4x4xf32>}> {name = "input0"} : (!hal.buffer_view, !hal.fence) -> tensor<4x4xf32>
    %1 = "util.global.load"() <{global = @_params.w}> : () -> tensor<4x4xf32>
    %2 = "flow.dispatch"(%0, %1) <{entry_points = [@predict_dispatch_0::@predict_dispatch_0_elementwise_4x4_f32], operandSegmentSizes = array<i32: 0, 2, 0, 0>, tied_operands = [-1 : index]}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %3 = tensor.empty() : tensor<4x4xf32>
    %inserted_slice = tensor.insert_slice %2 into %3[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<4x4xf32>
    %4 = "hal.tensor.barrier"(%inserted_slice, %arg2) : (tensor<4x4xf32>, !hal.fence) -> tensor<4x4xf32>
    %5 = "hal.tensor.export"(%4) <{source_encoding = tensor<4x4xf32>}> {name = "output0"} : (tensor<4x4xf32>) -> !hal.buffer_view
    return %5 : !hal.buffer_view
  }
  func.func private @predict_dispatch_0_elementwise_4x4_f32(%arg0: memref<4x4xf32, strided<[4, 1], offset: ?>>, %arg1: memref<4x4xf32>, %arg2: memref<4x4xf32>) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    scf.for %arg3 = %c0 to %c4 step %c1 {
      scf.for %arg4 = %c0 to %c4 step %c1 {
        %0 = memref.load %arg0[%arg3, %arg4] : memref<4x4xf32, strided<[4, 1], offset: ?>>
        %1 = memref.load %arg1[%arg3, %arg4] : memref<4x4xf32>
        %2 = arith.addf %0, %1 : f32
        %3 = math.tanh %2 : f32
        %4 = arith.maximumf %3, %2 fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : f32
        memref.store %4, %arg2[%arg3, %arg4] : memref<4x4xf32>
      }
    }
    %subview = memref.subview %arg2[0, 1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 1>>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
    memref.copy %arg2, %alloc : memref<4x4xf32> to memref<4x4xf32>
    memref.dealloc %alloc : memref<4x4xf32>
    return
  }
  "hal.executable"() <{sym_name = "predict_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "embedded_elf_x86_64", target = #executable_target_embedded_elf_x86_64_}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>]>, ordinal = 0 : index, sym_name = "predict_dispatch_0_elementwise_4x4_f32"}> ({
      ^bb0(%arg0: !hal.device):
        %c1 = arith.constant 1 : index
        "hal.return"(%c1, %c1, %c1) : (index, index, index) -> ()
      }) : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
}
