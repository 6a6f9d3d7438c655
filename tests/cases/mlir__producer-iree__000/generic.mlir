"builtin.module"() <{sym_name = "module"}> ({
  "util.global"() <{initial_value = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64_]> : !hal.device, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "_params.w", sym_visibility = "private", type = tensor<4x4xf32>}> {noinline} : () -> ()
  "func.func"() <{function_type = (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view, sym_name = "predict"}> ({
  ^bb0(%arg6: !hal.buffer_view, %arg7: !hal.fence, %arg8: !hal.fence):
    %11 = "arith.constant"() <{value = 4 : index}> : () -> index
    %12 = "hal.tensor.import"(%arg6, %arg7) <{target_encoding = tensor<4x4xf32>}> {name = "input0"} : (!hal.buffer_view, !hal.fence) -> tensor<4x4xf32>
    %13 = "util.global.load"() <{global = @_params.w}> : () -> tensor<4x4xf32>
    %14 = "flow.dispatch"(%12, %13) <{entry_points = [@predict_dispatch_0::@predict_dispatch_0_elementwise_4x4_f32], operandSegmentSizes = array<i32: 0, 2, 0, 0>, tied_operands = [-1 : index]}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %15 = "tensor.empty"() : () -> tensor<4x4xf32>
    %16 = "tensor.insert_slice"(%14, %15) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %17 = "hal.tensor.barrier"(%16, %arg8) : (tensor<4x4xf32>, !hal.fence) -> tensor<4x4xf32>
    %18 = "hal.tensor.export"(%17) <{source_encoding = tensor<4x4xf32>}> {name = "output0"} : (tensor<4x4xf32>) -> !hal.buffer_view
    "func.return"(%18) : (!hal.buffer_view) -> ()
  }) {iree.abi.model = "coarse-fences", iree.abi.stub, iree.reflection = {iree.abi.declaration = "async func @predict(%input0: tensor<4x4xf32>) -> (%output0: tensor<4x4xf32>)"}} : () -> ()
  "func.func"() <{function_type = (memref<4x4xf32, strided<[4, 1], offset: ?>>, memref<4x4xf32>, memref<4x4xf32>) -> (), sym_name = "predict_dispatch_0_elementwise_4x4_f32", sym_visibility = "private"}> ({
  ^bb0(%arg1: memref<4x4xf32, strided<[4, 1], offset: ?>>, %arg2: memref<4x4xf32>, %arg3: memref<4x4xf32>):
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%1, %2, %3) ({
    ^bb0(%arg4: index):
      "scf.for"(%1, %2, %3) ({
      ^bb0(%arg5: index):
        %6 = "memref.load"(%arg1, %arg4, %arg5) : (memref<4x4xf32, strided<[4, 1], offset: ?>>, index, index) -> f32
        %7 = "memref.load"(%arg2, %arg4, %arg5) : (memref<4x4xf32>, index, index) -> f32
        %8 = "arith.addf"(%6, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %9 = "math.tanh"(%8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
        %10 = "arith.maximumf"(%9, %8) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
        "memref.store"(%10, %arg3, %arg4, %arg5) : (f32, memref<4x4xf32>, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %4 = "memref.subview"(%arg3) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<4x4xf32>) -> memref<2x2xf32, strided<[4, 1], offset: 1>>
    %5 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xf32>
    "memref.copy"(%arg3, %5) : (memref<4x4xf32>, memref<4x4xf32>) -> ()
    "memref.dealloc"(%5) : (memref<4x4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "hal.executable"() <{sym_name = "predict_dispatch_0", sym_visibility = "private"}> ({
    "hal.executable.variant"() <{sym_name = "embedded_elf_x86_64", target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>}> ({
      "hal.executable.export"() <{layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>]>, ordinal = 0 : index, sym_name = "predict_dispatch_0_elementwise_4x4_f32"}> ({
      ^bb0(%arg0: !hal.device):
        %0 = "arith.constant"() <{value = 1 : index}> : () -> index
        "hal.return"(%0, %0, %0) : (index, index, index) -> ()
      }) : () -> ()
      "hal.executable.variant_end"() : () -> ()
    }) : () -> ()
    "hal.executable_end"() : () -> ()
  }) : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

