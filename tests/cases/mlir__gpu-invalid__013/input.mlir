
func.func @alloc_dims(%sz : index) {
  // expected-error@+1 {{incorrect number of dynamic sizes, has 1, expected 0}}
  %m = gpu.alloc(%sz) : memref<4xf32>
  return
}

