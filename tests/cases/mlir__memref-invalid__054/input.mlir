
memref.global "private" @a : memref<2xf32> = dense<1.0>
func.func @f() {
  %0 = memref.get_global @a : memref<2xf32>
// expected-error@+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %1 = memref.get_global @nope : memref<2xf32>
  return
}
