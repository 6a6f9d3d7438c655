
// memref and tensor ops
func.func @mem(%t: tensor<4xf32>, %i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  %e = tensor.extract %t[%i] : tensor<4xf32>
  %ins = tensor.insert %e into %t[%i] : tensor<4xf32>
  %l = memref.load %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %e : f32
}

