
// Metadata of allocations: unused base, rank 1, alloca with symbols.
func.func @allocs(%n: index) -> (index, index, memref<f32>, index, index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b0, %o0, %s0, %t0 = memref.extract_strided_metadata %a : memref<?xf32> -> memref<f32>, index, index, index
  %b = memref.alloca() : memref<3x5xf32>
  %b1, %o1, %s1:2, %t1:2 = memref.extract_strided_metadata %b : memref<3x5xf32> -> memref<f32>, index, index, index, index, index
  return %s0, %t0, %b1, %s1#1, %t1#0 : index, index, memref<f32>, index, index
}

