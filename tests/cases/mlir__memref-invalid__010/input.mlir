
func.func @f(%m: memref<4xf32>) {
// expected-error@+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  %0 = memref.assume_alignment %m, 3 : memref<4xf32>
  return
}
