module {
  memref.global "private" @dynamicShmem : memref<0xf16, 3>
  func.func @zero_sized_memred(%arg0: f32) -> (memref<f16, 3>, index, index, index) {
    %c0 = arith.constant 0 : index
    %0 = memref.get_global @dynamicShmem : memref<0xf16, 3>
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<0xf16, 3> -> memref<f16, 3>, index, index, index
    return %base_buffer, %offset, %sizes, %strides : memref<f16, 3>, index, index, index
  }
}

