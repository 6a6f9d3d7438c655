module {
  func.func @for_i32(%arg0: i32, %arg1: i64) {
    scf.for %arg2 = %arg0 to %arg0 step %arg0  : i32 {
    }
    %0 = scf.for unsigned %arg2 = %arg1 to %arg1 step %arg1 iter_args(%arg3 = %arg1) -> (i64)  : i64 {
      scf.yield %arg2 : i64
    } {attr = 1 : i64}
    scf.for %arg2 = %arg0 to %arg0 step %arg0  : i32 {
      "test.foo"() : () -> ()
    } {attr2}
    return
  }
}

