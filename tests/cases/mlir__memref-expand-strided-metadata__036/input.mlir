
func.func @extract_strided_metadata_of_memory_space_cast(%base: memref<20xf32>)
    -> (memref<f32, 1>, index, index, index) {

  %memory_space_cast = memref.memory_space_cast %base : memref<20xf32> to memref<20xf32, 1>

  %base_buffer, %offset, %size, %stride = memref.extract_strided_metadata %memory_space_cast :
    memref<20xf32, 1> -> memref<f32, 1>, index, index, index

  return %base_buffer, %offset, %size, %stride :
    memref<f32, 1>, index, index, index
}

