
memref.global "private" constant @const_i32 : memref<512x384xi32> = dense<42>

func.func @extract_strided_metadata_of_get_global()
    -> (memref<i32>, index, index, index, index, index) {

  %A = memref.get_global @const_i32 : memref<512x384xi32>

  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %A :
    memref<512x384xi32> -> memref<i32>, index, index, index, index, index

  return %base, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 :
      memref<i32>, index, index, index, index, index
}

