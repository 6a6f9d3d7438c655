"builtin.module"() ({
  "func.func"() <{function_type = (!torch.vtensor<[2,4],f32>) -> !torch.vtensor<[2,3],f32>, sym_name = "forward"}> ({
  ^bb0(%arg7: !torch.vtensor<[2,4],f32>):
    %22 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %23 = "torch.constant.float"() <{value = 1.000000e+00 : f64}> : () -> !torch.float
    %24 = "torch.vtensor.literal"() <{value = dense_resource<torch_tensor_3_4_torch.float32> : tensor<3x4xf32>}> : () -> !torch.vtensor<[3,4],f32>
    %25 = "torch.vtensor.literal"() <{value = dense<[1.000000e-01, -2.000000e-01, 3.000000e-01]> : tensor<3xf32>}> : () -> !torch.vtensor<[3],f32>
    %26 = "torch.aten.linear"(%arg7, %24, %25) : (!torch.vtensor<[2,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3],f32>) -> !torch.vtensor<[2,3],f32>
    %27 = "torch.aten.relu"(%26) : (!torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32>
    "func.return"(%27) : (!torch.vtensor<[2,3],f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x4xf32>, tensor<?x?xf32>) -> (tensor<2x3xf32>, index), sym_name = "lowered"}> ({
  ^bb0(%arg0: tensor<2x4xf32>, %arg1: tensor<?x?xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = dense_resource<torch_tensor_3_4_torch.float32> : tensor<3x4xf32>}> : () -> tensor<3x4xf32>
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "tensor.dim"(%arg1, %2) : (tensor<?x?xf32>, index) -> index
    %5 = "tensor.empty"() : () -> tensor<2x3xf32>
    %6 = "scf.for"(%2, %4, %3, %5) ({
    ^bb0(%arg5: index, %arg6: tensor<2x3xf32>):
      %17 = "tensor.extract"(%arg0, %2, %2) : (tensor<2x4xf32>, index, index) -> f32
      %18 = "tensor.extract"(%1, %3, %2) : (tensor<3x4xf32>, index, index) -> f32
      %19 = "arith.mulf"(%17, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %20 = "arith.maximumf"(%19, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %21 = "tensor.insert"(%20, %arg6, %2, %3) : (f32, tensor<2x3xf32>, index, index) -> tensor<2x3xf32>
      "scf.yield"(%21) : (tensor<2x3xf32>) -> ()
    }) : (index, index, index, tensor<2x3xf32>) -> tensor<2x3xf32>
    %7 = "tensor.pad"(%arg1, %3) <{operandSegmentSizes = array<i32: 1, 0, 1>, static_high = array<i64: 2, -9223372036854775808>, static_low = array<i64: 1, 2>}> ({
    ^bb0(%arg3: index, %arg4: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<?x?xf32>, index) -> tensor<?x?xf32>
    %8 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (tensor<2x4xf32>) -> tensor<8xf32>
    %9 = "tensor.expand_shape"(%8) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 2>}> : (tensor<8xf32>) -> tensor<4x2xf32>
    %10 = "tensor.cast"(%arg1) : (tensor<?x?xf32>) -> tensor<2x?xf32>
    %11 = "tensor.extract_slice"(%10) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 3>, static_strides = array<i64: 1, 1>}> : (tensor<2x?xf32>) -> tensor<3xf32>
    %12 = "tensor.from_elements"(%0, %0) : (f32, f32) -> tensor<2xf32>
    %13 = "tensor.generate"(%4) ({
    ^bb0(%arg2: index):
      %15 = "arith.index_cast"(%arg2) : (index) -> i32
      %16 = "arith.sitofp"(%15) : (i32) -> f32
      "tensor.yield"(%16) : (f32) -> ()
    }) : (index) -> tensor<?xf32>
    %14 = "tensor.rank"(%arg1) : (tensor<?x?xf32>) -> index
    "func.return"(%6, %14) : (tensor<2x3xf32>, index) -> ()
  }) : () -> ()
}) {torch.debug_module_name = "MLP"} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_3_4_torch.float32: "0x040000000000803F0000004000004040000080400000A0400000C0400000E04000000041000010410000204100003041000040410000504100006041"
    }
  }
#-}

