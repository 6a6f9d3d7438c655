
func.func @for_zero_trip(%a: i32) -> i32 {
  %c10 = arith.constant 10 : index
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c10 to %c5 step %c1 iter_args(%x = %a) -> i32 {
    %y = "test.op"(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %0 : i32
}

