module {
  func.func @extract_strided_metadata_of_alloc_all_static_0_rank() -> (memref<i16>, index) {
    %alloc = memref.alloc() : memref<i16>
    %base_buffer, %offset = memref.extract_strided_metadata %alloc : memref<i16> -> memref<i16>, index
    return %base_buffer, %offset : memref<i16>, index
  }
}

