
func.func @f(%b: memref<2048xi8>, %i: index) {
// expected-error@+1 {{unsupported map for result memref type 'memref<4xf32, affine_map<(d0) -> (d0 floordiv 8)>>'}}
  %1 = memref.view %b[%i][%i] : memref<2048xi8> to memref<4xf32, affine_map<(d0) -> (d0 floordiv 8)>>
  return
}
