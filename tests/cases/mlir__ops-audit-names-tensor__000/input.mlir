func.func @f(%t: tensor<4x8xf32>, %d: index, %u: tensor<*xf32>, %shp: tensor<2xindex>, %x: f32, %idx: tensor<1x1xindex>, %src: tensor<1x1x8xf32>) {
  %0 = tensor.cast %t : tensor<4x8xf32> to tensor<?x?xf32>
  %1 = tensor.concat dim(0) %t, %t : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
  %c0 = arith.constant 0 : index
  %2 = tensor.dim %t, %c0 : tensor<4x8xf32>
  %3 = tensor.extract %t[%c0, %c0] : tensor<4x8xf32>
  %4 = tensor.extract_slice %t[0, 0][2, 2][1, 1] : tensor<4x8xf32> to tensor<2x2xf32>
  %5 = tensor.from_elements %x, %x : tensor<2xf32>
  %6 = tensor.gather %t[%idx] gather_dims([0]) : (tensor<4x8xf32>, tensor<1x1xindex>) -> tensor<1x1x8xf32>
  %7 = tensor.generate %d {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<?x3xf32>
  %8 = tensor.insert %x into %t[%c0, %c0] : tensor<4x8xf32>
  %9 = tensor.insert_slice %4 into %t[0, 0][2, 2][1, 1] : tensor<2x2xf32> into tensor<4x8xf32>
  %10 = tensor.rank %u : tensor<*xf32>
  %11 = tensor.reshape %u(%shp) : (tensor<*xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %12 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 2, 8] : tensor<4x8xf32> into tensor<2x2x8xf32>
  %13 = tensor.collapse_shape %t [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %14 = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %x : f32
  } : tensor<4x8xf32> to tensor<6x10xf32>
  %15 = tensor.scatter %src into %t[%idx] scatter_dims([0]) unique : (tensor<1x1x8xf32>, tensor<4x8xf32>, tensor<1x1xindex>) -> tensor<4x8xf32>
  %16 = tensor.splat %x : tensor<4xf32>
  %17 = tensor.empty() : tensor<4xf32>
  %18 = tensor.bitcast %t : tensor<4x8xf32> to tensor<4x8xi32>
  %19 = tensor.splat %x[%d] : tensor<?xf32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19) : (tensor<?x?xf32>, tensor<8x8xf32>, index, f32, tensor<2x2xf32>, tensor<2xf32>, tensor<1x1x8xf32>, tensor<?x3xf32>, tensor<4x8xf32>, tensor<4x8xf32>, index, tensor<?x?xf32>, tensor<2x2x8xf32>, tensor<32xf32>, tensor<6x10xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x8xi32>, tensor<?xf32>) -> ()
  return
}
