module {
  func.func @extract_strided_metadata_of_alloc_all_static_0_rank() -> (memref<i16>, index) {
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<i16>
    return %alloc, %c0 : memref<i16>, index
  }
}

