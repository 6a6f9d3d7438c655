#loc2 = loc("input.mlir":2:22)
#loc11 = loc("input.mlir":11:22)
#loc12 = loc("input.mlir":11:46)
#loc20 = loc("input.mlir":18:18)
#loc21 = loc("input.mlir":18:54)
#loc29 = loc("input.mlir":27:10)
#loc30 = loc("input.mlir":27:21)
#loc38 = loc("input.mlir":36:10)
"builtin.module"() ({
  "func.func"() <{function_type = (!torch.vtensor<[2,4],f32>) -> !torch.vtensor<[2,3],f32>, sym_name = "forward"}> ({
  ^bb0(%arg7: !torch.vtensor<[2,4],f32> loc("input.mlir":2:22)):
    %22 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int loc(#loc3)
    %23 = "torch.constant.float"() <{value = 1.000000e+00 : f64}> : () -> !torch.float loc(#loc4)
    %24 = "torch.vtensor.literal"() <{value = dense_resource<torch_tensor_3_4_torch.float32> : tensor<3x4xf32>}> : () -> !torch.vtensor<[3,4],f32> loc(#loc5)
    %25 = "torch.vtensor.literal"() <{value = dense<[1.000000e-01, -2.000000e-01, 3.000000e-01]> : tensor<3xf32>}> : () -> !torch.vtensor<[3],f32> loc(#loc6)
    %26 = "torch.aten.linear"(%arg7, %24, %25) : (!torch.vtensor<[2,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3],f32>) -> !torch.vtensor<[2,3],f32> loc(#loc7)
    %27 = "torch.aten.relu"(%26) : (!torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> loc(#loc8)
    "func.return"(%27) : (!torch.vtensor<[2,3],f32>) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (tensor<2x4xf32>, tensor<?x?xf32>) -> (tensor<2x3xf32>, index), sym_name = "lowered"}> ({
  ^bb0(%arg0: tensor<2x4xf32> loc("input.mlir":11:22), %arg1: tensor<?x?xf32> loc("input.mlir":11:46)):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc(#loc13)
    %1 = "arith.constant"() <{value = dense_resource<torch_tensor_3_4_torch.float32> : tensor<3x4xf32>}> : () -> tensor<3x4xf32> loc(#loc14)
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc15)
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc16)
    %4 = "tensor.dim"(%arg1, %2) : (tensor<?x?xf32>, index) -> index loc(#loc17)
    %5 = "tensor.empty"() : () -> tensor<2x3xf32> loc(#loc18)
    %6 = "scf.for"(%2, %4, %3, %5) ({
    ^bb0(%arg5: index loc("input.mlir":18:18), %arg6: tensor<2x3xf32> loc("input.mlir":18:54)):
      %17 = "tensor.extract"(%arg0, %2, %2) : (tensor<2x4xf32>, index, index) -> f32 loc(#loc22)
      %18 = "tensor.extract"(%1, %3, %2) : (tensor<3x4xf32>, index, index) -> f32 loc(#loc23)
      %19 = "arith.mulf"(%17, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc24)
      %20 = "arith.maximumf"(%19, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc25)
      %21 = "tensor.insert"(%20, %arg6, %2, %3) : (f32, tensor<2x3xf32>, index, index) -> tensor<2x3xf32> loc(#loc26)
      "scf.yield"(%21) : (tensor<2x3xf32>) -> () loc(#loc27)
    }) : (index, index, index, tensor<2x3xf32>) -> tensor<2x3xf32> loc(#loc19)
    %7 = "tensor.pad"(%arg1, %3) <{operandSegmentSizes = array<i32: 1, 0, 1>, static_high = array<i64: 2, -9223372036854775808>, static_low = array<i64: 1, 2>}> ({
    ^bb0(%arg3: index loc("input.mlir":27:10), %arg4: index loc("input.mlir":27:21)):
      "tensor.yield"(%0) : (f32) -> () loc(#loc31)
    }) : (tensor<?x?xf32>, index) -> tensor<?x?xf32> loc(#loc28)
    %8 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (tensor<2x4xf32>) -> tensor<8xf32> loc(#loc32)
    %9 = "tensor.expand_shape"(%8) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 2>}> : (tensor<8xf32>) -> tensor<4x2xf32> loc(#loc33)
    %10 = "tensor.cast"(%arg1) : (tensor<?x?xf32>) -> tensor<2x?xf32> loc(#loc34)
    %11 = "tensor.extract_slice"(%10) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 3>, static_strides = array<i64: 1, 1>}> : (tensor<2x?xf32>) -> tensor<3xf32> loc(#loc35)
    %12 = "tensor.from_elements"(%0, %0) : (f32, f32) -> tensor<2xf32> loc(#loc36)
    %13 = "tensor.generate"(%4) ({
    ^bb0(%arg2: index loc("input.mlir":36:10)):
      %15 = "arith.index_cast"(%arg2) : (index) -> i32 loc(#loc39)
      %16 = "arith.sitofp"(%15) : (i32) -> f32 loc(#loc40)
      "tensor.yield"(%16) : (f32) -> () loc(#loc41)
    }) : (index) -> tensor<?xf32> loc(#loc37)
    %14 = "tensor.rank"(%arg1) : (tensor<?x?xf32>) -> index loc(#loc42)
    "func.return"(%6, %14) : (tensor<2x3xf32>, index) -> () loc(#loc43)
  }) : () -> () loc(#loc10)
}) {torch.debug_module_name = "MLP"} : () -> () loc(#loc)
#loc = loc("input.mlir":1:1)
#loc1 = loc("input.mlir":2:3)
#loc3 = loc("input.mlir":3:13)
#loc4 = loc("input.mlir":4:25)
#loc5 = loc("input.mlir":5:10)
#loc6 = loc("input.mlir":6:10)
#loc7 = loc("input.mlir":7:10)
#loc8 = loc("input.mlir":8:10)
#loc9 = loc("input.mlir":9:5)
#loc10 = loc("input.mlir":11:3)
#loc13 = loc("input.mlir":12:12)
#loc14 = loc("input.mlir":13:14)
#loc15 = loc("input.mlir":14:11)
#loc16 = loc("input.mlir":15:11)
#loc17 = loc("input.mlir":16:12)
#loc18 = loc("input.mlir":17:10)
#loc19 = loc("input.mlir":18:10)
#loc22 = loc("input.mlir":19:12)
#loc23 = loc("input.mlir":20:12)
#loc24 = loc("input.mlir":21:12)
#loc25 = loc("input.mlir":22:12)
#loc26 = loc("input.mlir":23:14)
#loc27 = loc("input.mlir":24:7)
#loc28 = loc("input.mlir":26:15)
#loc31 = loc("input.mlir":28:7)
#loc32 = loc("input.mlir":30:18)
#loc33 = loc("input.mlir":31:17)
#loc34 = loc("input.mlir":32:13)
#loc35 = loc("input.mlir":33:14)
#loc36 = loc("input.mlir":34:13)
#loc37 = loc("input.mlir":35:12)
#loc39 = loc("input.mlir":37:12)
#loc40 = loc("input.mlir":38:12)
#loc41 = loc("input.mlir":39:7)
#loc42 = loc("input.mlir":41:13)
#loc43 = loc("input.mlir":42:5)

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_3_4_torch.float32: "0x040000000000803F0000004000004040000080400000A0400000C0400000E04000000041000010410000204100003041000040410000504100006041"
    }
  }
#-}

