
func.func @f(%b: memref<2048xi8>, %i: index) {
// expected-error@+1 {{'memref.view' op incorrect number of dynamic sizes, has 1, expected 0}}
  %1 = memref.view %b[%i][%i] : memref<2048xi8> to memref<4xf32>
  return
}
