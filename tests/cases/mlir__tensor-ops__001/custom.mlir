module {
  func.func @f(%arg0: tensor<f32>, %arg1: tensor<*xf32>, %arg2: index, %arg3: f32, %arg4: tensor<?xi32>, %arg5: tensor<4x4xf32>) {
    %0 = tensor.empty() : tensor<4xf32>
    %splat = tensor.splat %arg3 : tensor<4xf32>
    %extracted = tensor.extract %arg0[] : tensor<f32>
    %from_elements = tensor.from_elements  : tensor<0xf32>
    %generated = tensor.generate  {
    ^bb0(%arg6: index):
      tensor.yield %arg3 : f32
    } : tensor<4xf32>
    %padded = tensor.pad %arg5 low[0, 0] high[%arg2, 1] {
    ^bb0(%arg6: index, %arg7: index):
      tensor.yield %arg3 : f32
    } {foo} : tensor<4x4xf32> to tensor<?x5xf32>
    %extracted_slice = tensor.extract_slice %arg5[%arg2, %arg2] [%arg2, %arg2] [%arg2, %arg2] {x = 1 : i64} : tensor<4x4xf32> to tensor<?x?xf32>
    %inserted_slice = tensor.insert_slice %extracted_slice into %arg5[0, 0] [%arg2, %arg2] [1, 1] {y} : tensor<?x?xf32> into tensor<4x4xf32>
    %reshape = tensor.reshape %arg1(%arg4) : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
    %concat = tensor.concat dim(1) %arg5 : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %expanded = tensor.expand_shape %arg0 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
    %collapsed = tensor.collapse_shape %expanded [] : tensor<1x1xf32> into tensor<f32>
    %dim = tensor.dim {a} %arg1, %arg2 : tensor<*xf32>
    %cast = tensor.cast %arg1 {b = 2 : i64} : tensor<*xf32> to tensor<4x4xf32>
    %rank = tensor.rank %arg5 {c} : tensor<4x4xf32>
    %extracted_slice_0 = tensor.extract_slice %arg5[0, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<4xf32>
    %inserted_slice_1 = tensor.insert_slice %extracted_slice_0 into %arg5[0, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<4x4xf32>
    %1 = tensor.bitcast %arg5 : tensor<4x4xf32> to tensor<4x4xui32>
    %generated_2 = tensor.generate %arg2, %arg2 {
    ^bb0(%arg6: index, %arg7: index):
      %3 = "t.foo"() : () -> f32
      tensor.yield %3 : f32
    } : tensor<?x?xf32>
    %from_elements_3 = tensor.from_elements %arg3, %arg3, %arg3, %arg3 : tensor<2x2xf32>
    %extracted_4 = tensor.extract %from_elements_3[%arg2, %arg2] {e} : tensor<2x2xf32>
    %inserted = tensor.insert %arg3 into %from_elements_3[%arg2, %arg2] {e} : tensor<2x2xf32>
    %splat_5 = tensor.splat %arg3[%arg2, %arg2] {s} : tensor<?x?xf32>
    %2 = tensor.empty(%arg2, %arg2) {s} : tensor<?x?xf32, "enc">
    %padded_6 = tensor.pad %arg0 low[] high[] {
      tensor.yield %arg3 : f32
    } : tensor<f32> to tensor<f32>
    return
  }
}

