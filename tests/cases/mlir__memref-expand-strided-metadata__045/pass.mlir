module {
  func.func @allocs(%arg0: index) -> (index, index, memref<f32>, index, index) {
    %c5 = arith.constant 5 : index
    %c1 = arith.constant 1 : index
    %alloca = memref.alloca() : memref<3x5xf32>
    %reinterpret_cast = memref.reinterpret_cast %alloca to offset: [0], sizes: [], strides: [] : memref<3x5xf32> to memref<f32>
    return %arg0, %c1, %reinterpret_cast, %c5, %c5 : index, index, memref<f32>, index, index
  }
}

