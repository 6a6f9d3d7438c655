module attributes {torch.debug_module_name = "MLP"} {
  func.func @forward(%arg0: !torch.vtensor<[2,4],f32>) -> !torch.vtensor<[2,3],f32> {
    %0 = "torch.constant.int"() <{value = 1 : i64}> : () -> !torch.int
    %1 = "torch.constant.float"() <{value = 1.000000e+00 : f64}> : () -> !torch.float
    %2 = "torch.vtensor.literal"() <{value = dense_resource<torch_tensor_3_4_torch.float32> : tensor<3x4xf32>}> : () -> !torch.vtensor<[3,4],f32>
    %3 = "torch.vtensor.literal"() <{value = dense<[1.000000e-01, -2.000000e-01, 3.000000e-01]> : tensor<3xf32>}> : () -> !torch.vtensor<[3],f32>
    %4 = "torch.aten.linear"(%arg0, %2, %3) : (!torch.vtensor<[2,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3],f32>) -> !torch.vtensor<[2,3],f32>
    %5 = "torch.aten.relu"(%4) : (!torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32>
    return %5 : !torch.vtensor<[2,3],f32>
  }
  func.func @lowered(%arg0: tensor<2x4xf32>, %arg1: tensor<?x?xf32>) -> (tensor<2x3xf32>, index) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_3_4_torch.float32> : tensor<3x4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg1, %c0 : tensor<?x?xf32>
    %0 = tensor.empty() : tensor<2x3xf32>
    %1 = scf.for %arg2 = %c0 to %dim step %c1 iter_args(%arg3 = %0) -> (tensor<2x3xf32>) {
      %extracted = tensor.extract %arg0[%c0, %c0] : tensor<2x4xf32>
      %extracted_1 = tensor.extract %cst_0[%c1, %c0] : tensor<3x4xf32>
      %2 = arith.mulf %extracted, %extracted_1 : f32
      %3 = arith.maximumf %2, %cst : f32
      %inserted = tensor.insert %3 into %arg3[%c0, %c1] : tensor<2x3xf32>
      scf.yield %inserted : tensor<2x3xf32>
    }
    %padded = tensor.pad %arg1 low[1, 2] high[2, %c1] {
    ^bb0(%arg2: index, %arg3: index):
      tensor.yield %cst : f32
    } : tensor<?x?xf32> to tensor<?x?xf32>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1]] output_shape [4, 2] : tensor<8xf32> into tensor<4x2xf32>
    %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<2x?xf32>
    %extracted_slice = tensor.extract_slice %cast[0, 0] [1, 3] [1, 1] : tensor<2x?xf32> to tensor<3xf32>
    %from_elements = tensor.from_elements %cst, %cst : tensor<2xf32>
    %generated = tensor.generate %dim {
    ^bb0(%arg2: index):
      %2 = arith.index_cast %arg2 : index to i32
      %3 = arith.sitofp %2 : i32 to f32
      tensor.yield %3 : f32
    } : tensor<?xf32>
    %rank = tensor.rank %arg1 : tensor<?x?xf32>
    return %1, %rank : tensor<2x3xf32>, index
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_3_4_torch.float32: "0x040000000000803F0000004000004040000080400000A0400000C0400000E04000000041000010410000204100003041000040410000504100006041"
    }
  }
#-}

