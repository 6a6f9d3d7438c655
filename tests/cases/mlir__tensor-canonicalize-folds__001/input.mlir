
func.func @dims(%t: tensor<4x?x?xf32>, %i: index, %n: index, %m: index) -> (index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %cm = arith.constant -1 : index
  %0 = tensor.dim %t, %c0 : tensor<4x?x?xf32>
  %1 = tensor.dim %t, %c5 : tensor<4x?x?xf32>
  %2 = tensor.dim %t, %cm : tensor<4x?x?xf32>
  %g = tensor.generate %n, %m {
  ^bb0(%x: index, %y: index, %z: index):
    %f = arith.constant 1.0 : f32
    tensor.yield %f : f32
  } : tensor<3x?x?xf32>
  %3 = tensor.dim %g, %c2 : tensor<3x?x?xf32>
  %s = tensor.extract_slice %t[0, 0, 0] [2, %n, %m] [1, 1, 1] : tensor<4x?x?xf32> to tensor<2x?x?xf32>
  %4 = tensor.dim %s, %c1 : tensor<2x?x?xf32>
  %c = tensor.cast %t : tensor<4x?x?xf32> to tensor<?x?x?xf32>
  %5 = tensor.dim %c, %i : tensor<?x?x?xf32>
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

