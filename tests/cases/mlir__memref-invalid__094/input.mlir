
func.func @f(%b: memref<2048xi8>, %i: index) {
// expected-error@+1 {{different memory spaces specified for base memref type 'memref<2048xi8>' and view memref type 'memref<4xf32, 1>'}}
  %1 = memref.view %b[%i][] : memref<2048xi8> to memref<4xf32, 1>
  return
}
