module {
  func.func @for_one_trip(%arg0: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %0 = scf.for %arg1 = %c0 to %c4 step %c8 iter_args(%arg2 = %arg0) -> (i32) {
      %1 = "test.op"(%arg1, %arg2) : (index, i32) -> i32
      scf.yield %1 : i32
    }
    "test.consume"(%0) : (i32) -> ()
    return %0 : i32
  }
}

