
func.func @for_empty_multi_trip(%a: i32, %b: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %0:2 = scf.for %i = %c0 to %c10 step %c1 iter_args(%x = %a, %y = %b) -> (i32, i32) {
    scf.yield %b, %a : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

