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

// -----
func.func @f(%t: tensor<f32>, %u: tensor<*xf32>, %i: index, %f: f32, %s: tensor<?xi32>, %v: tensor<4x4xf32>) {
  %0 = tensor.empty() : tensor<4xf32>
  %1 = tensor.splat %f : tensor<4xf32>
  %2 = tensor.extract %t[] : tensor<f32>
  %3 = tensor.from_elements : tensor<0xf32>
  %4 = tensor.generate {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4xf32>
  %5 = tensor.pad %v low[0, 0] high[%i, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } {foo} : tensor<4x4xf32> to tensor<?x5xf32>
  %6 = tensor.extract_slice %v[%i, %i] [%i, %i] [%i, %i] {x = 1} : tensor<4x4xf32> to tensor<?x?xf32>
  %7 = tensor.insert_slice %6 into %v[0, 0] [%i, %i] [1, 1] {y} : tensor<?x?xf32> into tensor<4x4xf32>
  %8 = tensor.reshape %u(%s) : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
  %9 = tensor.concat dim(1) %v : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %10 = tensor.expand_shape %t [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  %11 = tensor.collapse_shape %10 [] : tensor<1x1xf32> into tensor<f32>
  %12 = tensor.dim {a} %u, %i : tensor<*xf32>
  %13 = tensor.cast %u {b = 2} : tensor<*xf32> to tensor<4x4xf32>
  %14 = tensor.rank %v {c} : tensor<4x4xf32>
  %15 = tensor.extract_slice %v[0, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<4xf32>
  %16 = tensor.insert_slice %15 into %v[0, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<4x4xf32>
  %17 = tensor.bitcast %v : tensor<4x4xf32> to tensor<4x4xui32>
  %18 = tensor.generate %i, %i {
  ^bb0(%a: index, %b: index):
    %c = "t.foo"() : () -> f32
    tensor.yield %c : f32
  } : tensor<?x?xf32>
  %19 = tensor.from_elements %f, %f, %f, %f : tensor<2x2xf32>
  %20 = tensor.extract %19[%i, %i] {e} : tensor<2x2xf32>
  %21 = tensor.insert %f into %19[%i, %i] {e} : tensor<2x2xf32>
  %22 = tensor.splat %f[%i, %i] {s} : tensor<?x?xf32>
  %23 = tensor.empty(%i, %i) {s} : tensor<?x?xf32, "enc">
  %24 = tensor.pad %t low[] high[] {
    tensor.yield %f : f32
  } : tensor<f32> to tensor<f32>
  return
}
