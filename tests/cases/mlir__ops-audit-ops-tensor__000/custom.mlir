module {
  func.func @tensor_ops(%arg0: tensor<4x8xf32>, %arg1: index, %arg2: tensor<*xf32>, %arg3: tensor<?x?xf32>, %arg4: f32, %arg5: i32, %arg6: tensor<2x1xindex>) -> tensor<4x8xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = tensor.empty() : tensor<4xf32>
    %1 = tensor.empty(%arg1, %arg1) : tensor<?x5x?xf32>
    %2 = tensor.empty() : tensor<4xf32, "enc">
    %cast = tensor.cast %arg3 : tensor<?x?xf32> to tensor<4x?xf32>
    %cast_0 = tensor.cast %arg0 : tensor<4x8xf32> to tensor<*xf32>
    %dim = tensor.dim %arg3, %c1 : tensor<?x?xf32>
    %dim_1 = tensor.dim %arg2, %c1 : tensor<*xf32>
    %rank = tensor.rank %arg0 : tensor<4x8xf32>
    %extracted = tensor.extract %arg0[%c0, %c1] : tensor<4x8xf32>
    %extracted_2 = tensor.extract %0[%c0] : tensor<4xf32>
    %inserted = tensor.insert %arg4 into %arg3[%c0, %c1] : tensor<?x?xf32>
    %from_elements = tensor.from_elements %arg5, %arg5, %arg5, %arg5 : tensor<2x2xi32>
    %from_elements_3 = tensor.from_elements %arg4 : tensor<f32>
    %extracted_slice = tensor.extract_slice %arg3[%c0, 1] [%arg1, 2] [1, %c1] : tensor<?x?xf32> to tensor<?x2xf32>
    %extracted_slice_4 = tensor.extract_slice %arg0[0, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
    %extracted_slice_5 = tensor.extract_slice %arg0[0, 0] [1, 8] [1, 1] {attr} : tensor<4x8xf32> to tensor<1x8xf32>
    %inserted_slice = tensor.insert_slice %extracted_slice into %arg3[%c0, 1] [%arg1, 2] [1, %c1] : tensor<?x2xf32> into tensor<?x?xf32>
    %inserted_slice_6 = tensor.insert_slice %extracted_slice_4 into %arg0[0, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
    %generated = tensor.generate %arg1, %arg1 {
    ^bb0(%arg7: index, %arg8: index, %arg9: index):
      %6 = arith.addi %arg7, %arg8 : index
      %7 = arith.index_cast %6 : index to i32
      tensor.yield %7 : i32
    } : tensor<?x3x?xi32>
    %padded = tensor.pad %arg3 low[%c0, 1] high[2, %arg1] {
    ^bb0(%arg7: index, %arg8: index):
      tensor.yield %arg4 : f32
    } : tensor<?x?xf32> to tensor<?x?xf32>
    %padded_7 = tensor.pad %arg0 nofold low[0, 0] high[1, 1] {
    ^bb0(%arg7: index, %arg8: index):
      tensor.yield %arg4 : f32
    } : tensor<4x8xf32> to tensor<5x9xf32>
    %from_elements_8 = tensor.from_elements %arg5, %arg5 : tensor<2xi32>
    %reshape = tensor.reshape %arg0(%from_elements_8) : (tensor<4x8xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %expanded = tensor.expand_shape %arg3 [[0, 1], [2]] output_shape [%arg1, 2, %arg1] : tensor<?x?xf32> into tensor<?x2x?xf32>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
    %collapsed_9 = tensor.collapse_shape %arg0 [[0, 1]] {foo} : tensor<4x8xf32> into tensor<32xf32>
    %concat = tensor.concat dim(1) %arg0, %arg3 : (tensor<4x8xf32>, tensor<?x?xf32>) -> tensor<4x?xf32>
    %splat = tensor.splat %arg4 : tensor<4x8xf32>
    %splat_10 = tensor.splat %arg4[%arg1, %arg1] : tensor<?x3x?xf32>
    %3 = tensor.bitcast %arg0 : tensor<4x8xf32> to tensor<4x8xi32>
    %4 = tensor.bitcast %arg3 : tensor<?x?xf32> to tensor<4x?xf32>
    %gather = tensor.gather %arg0[%arg6] gather_dims([0]) : (tensor<4x8xf32>, tensor<2x1xindex>) -> tensor<2x1x8xf32>
    %gather_11 = tensor.gather %arg0[%arg6] gather_dims([0]) unique : (tensor<4x8xf32>, tensor<2x1xindex>) -> tensor<2x8xf32>
    %scatter = tensor.scatter %gather into %arg0[%arg6] scatter_dims([0]) unique : (tensor<2x1x8xf32>, tensor<4x8xf32>, tensor<2x1xindex>) -> tensor<4x8xf32>
    %5 = scf.forall (%arg7) in (4) shared_outs(%arg8 = %arg0) -> (tensor<4x8xf32>) {
      %extracted_slice_12 = tensor.extract_slice %arg8[%arg7, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %extracted_slice_12 into %arg8[%arg7, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<4x8xf32>
        tensor.parallel_insert_slice %extracted_slice_12 into %arg8[%arg7, %c0] [1, 8] [1, 1] {foo} : tensor<1x8xf32> into tensor<4x8xf32>
      }
    }
    return %5 : tensor<4x8xf32>
  }
}

