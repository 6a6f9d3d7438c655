
func.func @fill_extract(%v: f32, %t: tensor<4x8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = linalg.fill ins(%v : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = tensor.extract %0[%c0, %c0] : tensor<4x8xf32>
  return %1 : f32
}

