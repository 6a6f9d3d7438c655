
// The metadata of a global of rank 0, of an assumption and of a base.
memref.global "private" @g : memref<f32> = dense<1.0>
func.func @others(%m: memref<4x?xf32>) -> (memref<f32>, index, memref<f32>, index, index, index) {
  %g = memref.get_global @g : memref<f32>
  %b0, %o0 = memref.extract_strided_metadata %g : memref<f32> -> memref<f32>, index
  %a = memref.assume_alignment %m, 64 : memref<4x?xf32>
  %b1, %o1, %s1:2, %t1:2 = memref.extract_strided_metadata %a : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %b2, %o2 = memref.extract_strided_metadata %b1 : memref<f32> -> memref<f32>, index
  return %b0, %o0, %b2, %o2, %s1#1, %t1#0 : memref<f32>, index, memref<f32>, index, index, index
}

