
// A non-strided layout is left alone.
#tiled = affine_map<(d0, d1) -> (d0 floordiv 4, d1, d0 mod 4)>
func.func @non_strided(%n: index) -> index {
  %a = memref.alloc() : memref<8x8xf32, #tiled>
  %p = memref.extract_aligned_pointer_as_index %a : memref<8x8xf32, #tiled> -> index
  return %p : index
}
