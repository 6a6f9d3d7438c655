
func.func @f(%i: index) {
// expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.alloc() : memref<?xf32>
  return
}
