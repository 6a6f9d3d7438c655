
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
// expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 3) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
  return
}
