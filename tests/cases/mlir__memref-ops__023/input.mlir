
func.func @f(%f: f32) {
  memref.alloca_scope {
    "test.foo"() : () -> ()
  } {foo = 1}
  return
}
