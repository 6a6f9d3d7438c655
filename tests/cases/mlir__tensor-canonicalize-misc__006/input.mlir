
func.func @x1(%t: tensor<4x?xf32>, %i: index) -> f32 {
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<*xf32>
  %r = tensor.cast %c : tensor<*xf32> to tensor<?x?xf32>
  %0 = tensor.extract %r[%i, %i] : tensor<?x?xf32>
  return %0 : f32
}

