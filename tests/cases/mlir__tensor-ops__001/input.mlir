
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
