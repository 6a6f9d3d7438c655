// RUN: mlir-opt --allow-unregistered-dialect --split-input-file %s
func.func @f(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %i: index, %f: f32, %s: tensor<2xi32>, %idx: tensor<1x2x1xindex>) {
  %0 = tensor.bitcast %t : tensor<4x?xf32> to tensor<4x?xi32>
  %1 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %2 = tensor.concat dim(0) %t, %t : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<8x?xf32>
  %3 = tensor.dim %t, %i : tensor<4x?xf32>
  %4 = tensor.empty(%i) : tensor<4x?xf32>
  %5 = tensor.extract %t[%i, %i] : tensor<4x?xf32>
  %6 = tensor.extract_slice %t[0, %i][2, 2][1, 1] : tensor<4x?xf32> to tensor<2x2xf32>
  %7 = tensor.insert_slice %6 into %t[0, %i][2, 2][1, 1] : tensor<2x2xf32> into tensor<4x?xf32>
  %8 = tensor.from_elements %f, %f : tensor<2xf32>
  %9 = tensor.gather %t[%idx] gather_dims([1]) : (tensor<4x?xf32>, tensor<1x2x1xindex>) -> tensor<1x2x4x1xf32>
  %10 = tensor.scatter %9 into %t[%idx] scatter_dims([1]) unique : (tensor<1x2x4x1xf32>, tensor<4x?xf32>, tensor<1x2x1xindex>) -> tensor<4x?xf32>
  %11 = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32>
  %12 = tensor.insert %f into %t[%i, %i] : tensor<4x?xf32>
  %13 = tensor.pad %t nofold low[1, %i] high[2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32> to tensor<7x?xf32>
  %14 = tensor.rank %u : tensor<*xf32>
  %15 = tensor.reshape %t(%s) : (tensor<4x?xf32>, tensor<2xi32>) -> tensor<?x4xf32>
  %16 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 2, %i] : tensor<4x?xf32> into tensor<2x2x?xf32>
  %17 = tensor.collapse_shape %16 [[0, 1], [2]] : tensor<2x2x?xf32> into tensor<4x?xf32>
  %18 = tensor.splat %f[%i] : tensor<4x?xf32>
  return
}

