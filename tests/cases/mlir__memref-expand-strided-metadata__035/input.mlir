
func.func @extract_strided_metadata_of_collapse_shape(%base: memref<5x4xf32>)
    -> (memref<f32>, index, index, index) {

  %collapse = memref.collapse_shape %base[[0, 1]] :
    memref<5x4xf32> into memref<20xf32>

  %base_buffer, %offset, %size, %stride = memref.extract_strided_metadata %collapse :
    memref<20xf32> -> memref<f32>, index, index, index

  return %base_buffer, %offset, %size, %stride :
    memref<f32>, index, index, index
}

