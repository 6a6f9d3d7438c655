
memref.global "private" @a : memref<2xf32> = dense<1.0>
func.func @f() {
// expected-error@+1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @a}}
  %0 = memref.get_global @a : memref<3xf32>
  return
}
