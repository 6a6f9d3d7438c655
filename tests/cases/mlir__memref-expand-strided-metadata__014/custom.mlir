module {
  func.func @extract_strided_metadata_of_alloca_dyn_size(%arg0: index, %arg1: index, %arg2: index) -> (memref<i16>, index, index, index, index, index, index, index, index, index) {
    %alloca = memref.alloca(%arg0, %arg1, %arg2) : memref<?x?x4x?xi16>
    %base_buffer, %offset, %sizes:4, %strides:4 = memref.extract_strided_metadata %alloca : memref<?x?x4x?xi16> -> memref<i16>, index, index, index, index, index, index, index, index, index
    return %base_buffer, %offset, %sizes#0, %sizes#1, %sizes#2, %sizes#3, %strides#0, %strides#1, %strides#2, %strides#3 : memref<i16>, index, index, index, index, index, index, index, index, index
  }
}

