
func.func @for_i32(%arg0: i32, %arg1: i64) {
  scf.for %i = %arg0 to %arg0 step %arg0 : i32 {
  }
  %r = scf.for unsigned %i = %arg1 to %arg1 step %arg1 iter_args(%a = %arg1) -> (i64) : i64 {
    scf.yield %i : i64
  } {attr = 1}
  scf.for %i = %arg0 to %arg0 step %arg0 : i32 {
    "test.foo"() : () -> ()
  } {attr2}
  return
}
