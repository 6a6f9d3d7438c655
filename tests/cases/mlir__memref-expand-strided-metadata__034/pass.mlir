module {
  memref.global "private" @dynamicShmem : memref<0xf16, 3>
  func.func @zero_sized_memred(%arg0: f32) -> (memref<f16, 3>, index, index, index) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %0 = memref.get_global @dynamicShmem : memref<0xf16, 3>
    %reinterpret_cast = memref.reinterpret_cast %0 to offset: [0], sizes: [], strides: [] : memref<0xf16, 3> to memref<f16, 3>
    return %reinterpret_cast, %c0, %c0, %c1 : memref<f16, 3>, index, index, index
  }
}

