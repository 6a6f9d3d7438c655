module {
  func.func @for_zero_trip(%arg0: i32) -> i32 {
    %c10 = arith.constant 10 : index
    %c5 = arith.constant 5 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg1 = %c10 to %c5 step %c1 iter_args(%arg2 = %arg0) -> (i32) {
      %1 = "test.op"(%arg2) : (i32) -> i32
      scf.yield %1 : i32
    }
    return %0 : i32
  }
}

