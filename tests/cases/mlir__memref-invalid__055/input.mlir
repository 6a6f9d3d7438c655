
func.func @a() { return }
func.func @f() {
// expected-error@+1 {{'memref.get_global' op 'a' does not reference a valid global memref}}
  %0 = memref.get_global @a : memref<2xf32>
  return
}
