
// A memory space cast whose base is used, in another function than one
// whose base is not.
func.func @space(%m: memref<?x4xf32>) -> (memref<f32, 2>, index) {
  %c = memref.memory_space_cast %m : memref<?x4xf32> to memref<?x4xf32, 2>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<?x4xf32, 2> -> memref<f32, 2>, index, index, index, index, index
  return %b, %s#0 : memref<f32, 2>, index
}
func.func @space_no_base(%m: memref<?x4xf32>) -> index {
  %c = memref.memory_space_cast %m : memref<?x4xf32> to memref<?x4xf32, 2>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<?x4xf32, 2> -> memref<f32, 2>, index, index, index, index, index
  return %s#0 : index
}

