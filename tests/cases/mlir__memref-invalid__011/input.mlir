
func.func @f(%m: memref<4xf32>, %i: index) {
// expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 1 but got 0}}
  %0 = memref.load %m[] : memref<4xf32>
  return
}
