module {
  func.func @f(%arg0: tensor<4x?xf32>, %arg1: tensor<*xf32>, %arg2: index, %arg3: f32, %arg4: tensor<2xi32>, %arg5: tensor<1x2x1xindex>) {
    %0 = tensor.bitcast %arg0 : tensor<4x?xf32> to tensor<4x?xi32>
    %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x?xf32>
    %concat = tensor.concat dim(0) %arg0, %arg0 : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<8x?xf32>
    %dim = tensor.dim %arg0, %arg2 : tensor<4x?xf32>
    %1 = tensor.empty(%arg2) : tensor<4x?xf32>
    %extracted = tensor.extract %arg0[%arg2, %arg2] : tensor<4x?xf32>
    %extracted_slice = tensor.extract_slice %arg0[0, %arg2] [2, 2] [1, 1] : tensor<4x?xf32> to tensor<2x2xf32>
    %inserted_slice = tensor.insert_slice %extracted_slice into %arg0[0, %arg2] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x?xf32>
    %from_elements = tensor.from_elements %arg3, %arg3 : tensor<2xf32>
    %gather = tensor.gather %arg0[%arg5] gather_dims([1]) : (tensor<4x?xf32>, tensor<1x2x1xindex>) -> tensor<1x2x4x1xf32>
    %scatter = tensor.scatter %gather into %arg0[%arg5] scatter_dims([1]) unique : (tensor<1x2x4x1xf32>, tensor<4x?xf32>, tensor<1x2x1xindex>) -> tensor<4x?xf32>
    %generated = tensor.generate %arg2 {
    ^bb0(%arg6: index, %arg7: index):
      tensor.yield %arg3 : f32
    } : tensor<4x?xf32>
    %inserted = tensor.insert %arg3 into %arg0[%arg2, %arg2] : tensor<4x?xf32>
    %padded = tensor.pad %arg0 nofold low[1, %arg2] high[2, 3] {
    ^bb0(%arg6: index, %arg7: index):
      tensor.yield %arg3 : f32
    } : tensor<4x?xf32> to tensor<7x?xf32>
    %rank = tensor.rank %arg1 : tensor<*xf32>
    %reshape = tensor.reshape %arg0(%arg4) : (tensor<4x?xf32>, tensor<2xi32>) -> tensor<?x4xf32>
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 2, %arg2] : tensor<4x?xf32> into tensor<2x2x?xf32>
    %collapsed = tensor.collapse_shape %expanded [[0, 1], [2]] : tensor<2x2x?xf32> into tensor<4x?xf32>
    %splat = tensor.splat %arg3[%arg2] : tensor<4x?xf32>
    return
  }
}

