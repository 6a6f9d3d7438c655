module {
  func.func @f(%arg0: tensor<4x8xf32>, %arg1: index, %arg2: tensor<*xf32>, %arg3: tensor<2xindex>, %arg4: f32, %arg5: tensor<1x1xindex>, %arg6: tensor<1x1x8xf32>) {
    %cast = tensor.cast %arg0 : tensor<4x8xf32> to tensor<?x?xf32>
    %concat = tensor.concat dim(0) %arg0, %arg0 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<4x8xf32>
    %extracted = tensor.extract %arg0[%c0, %c0] : tensor<4x8xf32>
    %extracted_slice = tensor.extract_slice %arg0[0, 0] [2, 2] [1, 1] : tensor<4x8xf32> to tensor<2x2xf32>
    %from_elements = tensor.from_elements %arg4, %arg4 : tensor<2xf32>
    %gather = tensor.gather %arg0[%arg5] gather_dims([0]) : (tensor<4x8xf32>, tensor<1x1xindex>) -> tensor<1x1x8xf32>
    %generated = tensor.generate %arg1 {
    ^bb0(%arg7: index, %arg8: index):
      tensor.yield %arg4 : f32
    } : tensor<?x3xf32>
    %inserted = tensor.insert %arg4 into %arg0[%c0, %c0] : tensor<4x8xf32>
    %inserted_slice = tensor.insert_slice %extracted_slice into %arg0[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x8xf32>
    %rank = tensor.rank %arg2 : tensor<*xf32>
    %reshape = tensor.reshape %arg2(%arg3) : (tensor<*xf32>, tensor<2xindex>) -> tensor<?x?xf32>
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 2, 8] : tensor<4x8xf32> into tensor<2x2x8xf32>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
    %padded = tensor.pad %arg0 low[1, 1] high[1, 1] {
    ^bb0(%arg7: index, %arg8: index):
      tensor.yield %arg4 : f32
    } : tensor<4x8xf32> to tensor<6x10xf32>
    %scatter = tensor.scatter %arg6 into %arg0[%arg5] scatter_dims([0]) unique : (tensor<1x1x8xf32>, tensor<4x8xf32>, tensor<1x1xindex>) -> tensor<4x8xf32>
    %splat = tensor.splat %arg4 : tensor<4xf32>
    %0 = tensor.empty() : tensor<4xf32>
    %1 = tensor.bitcast %arg0 : tensor<4x8xf32> to tensor<4x8xi32>
    %splat_0 = tensor.splat %arg4[%arg1] : tensor<?xf32>
    "test.use"(%cast, %concat, %dim, %extracted, %extracted_slice, %from_elements, %gather, %generated, %inserted, %inserted_slice, %rank, %reshape, %expanded, %collapsed, %padded, %scatter, %splat, %0, %1, %splat_0) : (tensor<?x?xf32>, tensor<8x8xf32>, index, f32, tensor<2x2xf32>, tensor<2xf32>, tensor<1x1x8xf32>, tensor<?x3xf32>, tensor<4x8xf32>, tensor<4x8xf32>, index, tensor<?x?xf32>, tensor<2x2x8xf32>, tensor<32xf32>, tensor<6x10xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x8xi32>, tensor<?xf32>) -> ()
    return
  }
}

