
func.func @for_one_trip(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %0 = scf.for %i = %c0 to %c4 step %c8 iter_args(%x = %a) -> i32 {
    %y = "test.op"(%i, %x) : (index, i32) -> i32
    scf.yield %y : i32
  }
  "test.consume"(%0) : (i32) -> ()
  return %0 : i32
}

