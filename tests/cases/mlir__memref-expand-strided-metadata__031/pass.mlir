module {
  memref.global "private" constant @const_i32 : memref<512x384xi32> = dense<42>
  func.func @extract_strided_metadata_of_get_global() -> (memref<i32>, index, index, index, index, index) {
    %c1 = arith.constant 1 : index
    %c384 = arith.constant 384 : index
    %c512 = arith.constant 512 : index
    %c0 = arith.constant 0 : index
    %0 = memref.get_global @const_i32 : memref<512x384xi32>
    %reinterpret_cast = memref.reinterpret_cast %0 to offset: [0], sizes: [], strides: [] : memref<512x384xi32> to memref<i32>
    return %reinterpret_cast, %c0, %c512, %c384, %c384, %c1 : memref<i32>, index, index, index, index, index
  }
}

